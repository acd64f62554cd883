/**
 * The quiz's draft and its steps, without React: what each step shows and checks, and what
 * it saves. Five steps, "0" to "4" (seed-spec §3, "Client state"): next checks only the
 * current step; back and going to an earlier step keep every answer.
 */
import { fieldErrorsOf } from '@/lib/validation'

import {
  HEALTH_FIELDS,
  LAST_QUIZ_STEP,
  METER_DEFAULT,
  quizStepSchemas,
  type HealthField,
  type MeterField,
  type QuizStep,
  type ReportFields,
  type StoredAnswers,
} from './schema'

/** A health answer in the form: yes, no, "prefer not to say" (null), or not yet touched. */
export type HealthChoice = boolean | null | undefined

/** The money answers as typed: text, so a half-typed figure is kept as it is. */
export type MoneyDraft = {
  consent: boolean
  householdSize: string
  income: string
  coveredAges: string
  tobacco: boolean
}

export const EMPTY_MONEY: MoneyDraft = {
  consent: false,
  householdSize: '',
  income: '',
  coveredAges: '',
  tobacco: false,
}

export type QuizDraft = {
  field_ir_zipcode: string
  field_ir_county: string
  field_ir_birthday: string
  field_ir_under18: boolean | undefined
  money: MoneyDraft
  field_ir_health_consent: boolean
  field_ir_pregnant: HealthChoice
  field_ir_diabetes: HealthChoice
  field_ir_medication: HealthChoice
  field_ir_hospitalized: HealthChoice
  field_ir_commsmeter: number
  field_ir_flexibilitymeter: number
  field_ir_paymentmeter: number
  field_ir_submit_email: string
}

export const EMPTY_QUIZ: QuizDraft = {
  field_ir_zipcode: '',
  field_ir_county: '',
  field_ir_birthday: '',
  field_ir_under18: undefined,
  money: EMPTY_MONEY,
  field_ir_health_consent: false,
  field_ir_pregnant: undefined,
  field_ir_diabetes: undefined,
  field_ir_medication: undefined,
  field_ir_hospitalized: undefined,
  field_ir_commsmeter: METER_DEFAULT,
  field_ir_flexibilitymeter: METER_DEFAULT,
  field_ir_paymentmeter: METER_DEFAULT,
  field_ir_submit_email: '',
}

export const QUIZ_STEP_COUNT = LAST_QUIZ_STEP + 1

const meterOf = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 100 ? value : METER_DEFAULT
const healthOf = (value: unknown): HealthChoice => (typeof value === 'boolean' || value === null ? value : undefined)

/** A saved report's answers back in the form. */
export function draftFromAnswers(answers: StoredAnswers): QuizDraft {
  return {
    field_ir_zipcode: answers.field_ir_zipcode ?? '',
    field_ir_county: answers.field_ir_county ?? '',
    field_ir_birthday: answers.field_ir_birthday ?? '',
    field_ir_under18: typeof answers.field_ir_under18 === 'boolean' ? answers.field_ir_under18 : undefined,
    money: moneyFromAnswers(answers),
    field_ir_health_consent: answers.field_ir_health_consent === true,
    field_ir_pregnant: healthOf(answers.field_ir_pregnant),
    field_ir_diabetes: healthOf(answers.field_ir_diabetes),
    field_ir_medication: healthOf(answers.field_ir_medication),
    field_ir_hospitalized: healthOf(answers.field_ir_hospitalized),
    field_ir_commsmeter: meterOf(answers.field_ir_commsmeter),
    field_ir_flexibilitymeter: meterOf(answers.field_ir_flexibilitymeter),
    field_ir_paymentmeter: meterOf(answers.field_ir_paymentmeter),
    field_ir_submit_email: answers.field_ir_submit_email ?? '',
  }
}

function moneyFromAnswers(answers: StoredAnswers): MoneyDraft {
  if (answers.field_ir_money_consent !== true) return EMPTY_MONEY
  const number = (value: unknown) => (typeof value === 'number' ? String(value) : '')
  return {
    consent: true,
    householdSize: number(answers.field_ir_household_size),
    income: number(answers.field_ir_household_income),
    coveredAges: Array.isArray(answers.field_ir_covered_ages) ? answers.field_ir_covered_ages.join(', ') : '',
    tobacco: answers.field_ir_tobacco === true,
  }
}

/** A typed amount or count: digits, with "$" and thousands commas allowed; NaN when it is not one, undefined when empty. */
function typedNumber(text: string): number | undefined {
  const cleaned = text.trim().replace(/^\$/, '').replace(/,/g, '')
  if (cleaned === '') return undefined
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : NaN
}

/** The money answers to save: all of them once agreed to, otherwise only that they were not. */
function moneyFields(money: MoneyDraft): ReportFields {
  if (!money.consent) return { field_ir_money_consent: false }
  const ages = money.coveredAges
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((age) => typedNumber(age) ?? NaN)
  return {
    field_ir_money_consent: true,
    field_ir_household_size: typedNumber(money.householdSize) ?? null,
    field_ir_household_income: typedNumber(money.income),
    field_ir_covered_ages: ages,
    field_ir_tobacco: money.tobacco,
  }
}

/** The step a returning person continues at: the one after the last step saved. */
export function resumeStep(answers: StoredAnswers): QuizStep {
  const last = answers.field_ir_last_step
  if (typeof last !== 'number' || !Number.isInteger(last) || last < 0) return 0
  return Math.min(last + 1, LAST_QUIZ_STEP) as QuizStep
}

/** The fields each step saves. */
export function stepFields(step: QuizStep, draft: QuizDraft): ReportFields {
  switch (step) {
    case 0:
      return {
        field_ir_zipcode: draft.field_ir_zipcode.trim(),
        ...(draft.field_ir_county ? { field_ir_county: draft.field_ir_county } : {}),
      }
    case 1:
      return {
        field_ir_birthday: draft.field_ir_birthday,
        field_ir_under18: draft.field_ir_under18,
        ...moneyFields(draft.money),
      }
    case 2: {
      if (!draft.field_ir_health_consent) return { field_ir_health_consent: false }
      const health: Partial<Record<HealthField, boolean | null>> = {}
      for (const name of HEALTH_FIELDS) health[name] = draft[name] ?? null
      return { field_ir_health_consent: true, ...health }
    }
    case 3:
      return {
        field_ir_commsmeter: draft.field_ir_commsmeter,
        field_ir_flexibilitymeter: draft.field_ir_flexibilitymeter,
        field_ir_paymentmeter: draft.field_ir_paymentmeter,
      }
    case 4:
      return { field_ir_submit_email: draft.field_ir_submit_email.trim() }
  }
}

/** The messages of the step's own fields, keyed by field; empty when the step may go on. */
export function stepErrors(step: QuizStep, draft: QuizDraft): Record<string, string> {
  const parsed = quizStepSchemas[step].safeParse({ ...draft, ...stepFields(step, draft) })
  return parsed.success ? {} : fieldErrorsOf(parsed.error.issues)
}

/** What a step saves, with the tracking fields: which step was finished, and when. */
export function stepSave(step: QuizStep, draft: QuizDraft, now = new Date()): ReportFields {
  return { ...stepFields(step, draft), field_ir_last_step: step, field_ir_last_time: now.toISOString() }
}

export const METERS: readonly MeterField[] = [
  'field_ir_commsmeter',
  'field_ir_flexibilitymeter',
  'field_ir_paymentmeter',
]
