/**
 * Reports, for code that runs anywhere: the ranking, the report's insurers, the report
 * schema.
 */
export {
  BASE_WEIGHTS,
  COST_AT_ZERO,
  DENIAL_RATE_AT_ZERO,
  FACTOR_KEYS,
  factorsWithoutData,
  findCheapestPremium,
  HEALTH_ANSWER_KEYS,
  measureFactors,
  METER_FACTORS,
  METER_KEYS,
  METER_MULTIPLIER,
  METER_RANGE,
  meterMultiplier,
  NETWORK_FREEDOM_PARTS,
  normaliseMeter,
  PRODUCT_TYPE_FREEDOM,
  rankInsurers,
  rankMoves,
  scoreFactors,
  STAR_RANGE,
  TIE_TOLERANCE,
  WEIGHT_RULES,
  weightsFor,
} from './ranking'
export type {
  RankMove,
  FactorKey,
  FactorValues,
  FactorWeight,
  HealthAnswerKey,
  InsurerScore,
  MeterKey,
  RankedFactor,
  RankedInsurer,
  RankingInsurer,
  ReportAnswers,
  ReportWeights,
  RuleKey,
  WeightReason,
} from './ranking'
export { rankingAnswersOf, rankingInputOf, toReportInsurer } from './report-insurers'
export type { ReportInsurer, ReportPlace } from './report-insurers'
export {
  ageOn,
  birthdaySchema,
  HEALTH_FIELDS,
  LAST_QUIZ_STEP,
  MAX_AGE_YEARS,
  METER_DEFAULT,
  METER_FIELDS,
  QUIZ_STEPS,
  quizStepSchemas,
  REPORT_MESSAGES,
  reportFieldsSchema,
  newReportSchema,
  todayIso,
} from './schema'
export type { HealthField, MeterField, QuizStep, ReportFields, StoredAnswers } from './schema'
export { localReportClaims } from './local-report-claims'
export { reportClaims } from './report-claims'
export type { ReportIdStore } from './report-claims'
export { REPORT_DELETE_ASK, REPORT_FORM } from './report-form-state'

// Its components that read no server code: client components, and parts that only take props
export { Quiz } from './components/quiz'
export { ReportNotFound } from './components/report-not-found'
export { ReportView } from './components/report-view'
