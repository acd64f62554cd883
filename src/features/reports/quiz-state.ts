/**
 * The quiz's draft and its steps, without React: what each step shows and checks, and what
 * it saves. Five steps, "0" to "4" (seed-spec §3, "Client state"): next checks only the
 * current step; back and going to an earlier step keep every answer.
 */
import type { PlanLookup } from '@/features/plans'
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

/** The names of the quiz form's own controls, beside the answers' fields. */
export const QUIZ_FORM = {
  step: 'quiz_step',
  report: 'quiz_report',
  /** The furthest step reached so far. */
  reached: 'quiz_reached',
  /** Sent when the ZIP code's counties were shown to choose from, so that none chosen is an error. */
  countiesShown: 'quiz_counties_shown',
  /** The button pressed: a step number to go to (back, or an earlier step), or none to go on. */
  goTo: 'quiz_goto',
} as const

/** A posted form's values, read the same way whatever sent them. */
type FormValues = { get(name: string): unknown }

const textOf = (form: FormValues, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}
const checkedOf = (form: FormValues, name: string) => textOf(form, name) !== ''
const choiceOf = (form: FormValues, name: string): HealthChoice => {
  const value = textOf(form, name)
  return value === 'true' ? true : value === 'false' ? false : value === 'null' ? null : undefined
}
const numberOr = (text: string, fallback: number) => (/^\d{1,3}$/.test(text) ? Number(text) : fallback)

/** A quiz step number posted by a form, or null when it is not one. */
export function quizStepOf(value: unknown): QuizStep | null {
  const step = typeof value === 'string' && /^[0-4]$/.test(value) ? Number(value) : NaN
  return Number.isInteger(step) ? (step as QuizStep) : null
}

/**
 * The draft after a step's form was posted without script: the step's own fields as the form
 * sent them, every other answer as it was. Radio buttons send "true", "false" or "null" ("prefer
 * not to say"); a box sends a value only when ticked; a meter sends its number.
 */
export function draftFromForm(step: QuizStep, form: FormValues, base: QuizDraft): QuizDraft {
  switch (step) {
    case 0:
      return {
        ...base,
        field_ir_zipcode: textOf(form, 'field_ir_zipcode'),
        field_ir_county: textOf(form, 'field_ir_county'),
      }
    case 1: {
      const under18 = choiceOf(form, 'field_ir_under18')
      return {
        ...base,
        field_ir_birthday: textOf(form, 'field_ir_birthday'),
        field_ir_under18: typeof under18 === 'boolean' ? under18 : undefined,
        money: {
          consent: checkedOf(form, 'field_ir_money_consent'),
          income: textOf(form, 'field_ir_household_income'),
          coveredAges: textOf(form, 'field_ir_covered_ages'),
          householdSize: textOf(form, 'field_ir_household_size'),
          tobacco: checkedOf(form, 'field_ir_tobacco'),
        },
      }
    }
    case 2: {
      const draft: QuizDraft = { ...base, field_ir_health_consent: checkedOf(form, 'field_ir_health_consent') }
      for (const name of HEALTH_FIELDS) draft[name] = choiceOf(form, name)
      return draft
    }
    case 3: {
      const draft = { ...base }
      for (const name of METERS) draft[name] = numberOr(textOf(form, name), base[name])
      return draft
    }
    case 4:
      return { ...base, field_ir_submit_email: textOf(form, 'field_ir_submit_email') }
  }
}

/** A ZIP code's place as the quiz shows it: its counties and, where it applies, its state's exchange. */
export type QuizPlace = { zip: string; result: PlanLookup }

/**
 * The quiz as a posted form left it: the step to show, the report being written, the answers
 * (shown again in the form, never in an address) and what to say. A page without script starts
 * from it; with script, the quiz keeps the same state in the browser.
 */
export type QuizFormState = {
  step: QuizStep
  /** The furthest step reached, whose earlier steps may be opened again. */
  reached: QuizStep
  reportId: string | null
  draft: QuizDraft
  errors: Record<string, string>
  message: string | null
  place: QuizPlace | null
  /** The form was posted (without script): the quiz goes on from this state, not from a stored report. */
  posted: boolean
}

export const FIRST_QUIZ_STATE: QuizFormState = {
  step: 0,
  reached: 0,
  reportId: null,
  draft: EMPTY_QUIZ,
  errors: {},
  message: null,
  place: null,
  posted: false,
}
