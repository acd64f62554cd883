import type { StateExchange } from '@/features/plans'

import type { EstimateData } from './estimate.server'

import { MAX_PEOPLE } from './limits'
import type { EstimateRequest } from './schema'

/** One person's row as typed: text, so a half-typed age is kept as it is. */
export type PersonValues = { age: string; tobacco: boolean }

/** The estimate form as typed, echoed back so a page without JavaScript shows it again. */
export type EstimateFormValues = {
  planYear: string
  zipcode: string
  countyFips: string
  householdIncome: string
  householdSize: string
  people: PersonValues[]
  /** How much care the household expects this year (low, medium, high), or '' when not said. */
  utilization: string
}

/**
 * What the form shows after a submission: nothing yet, field errors, an estimate, or an exchange.
 * Plain data only, so that a page without script can carry it in the form for the next post
 * and render the answer from it; the browser renders the figures itself. `Extra` is what a
 * page's own action adds under the estimate (the results page: the household's plans).
 */
export type EstimateFormState<Extra = null> = {
  values: EstimateFormValues
  errors: Record<string, string>
  /** The counties to choose from when the ZIP code reaches several. */
  counties: { fips: string; name: string }[]
  /** The state's own exchange, with what to say of it in the page's language. */
  exchange: (StateExchange & { sentence: string; link: string }) | null
  /** A failure that is no field's (the limit of requests, an unexpected error). */
  message: string | null
  /** The estimate's figures, shown under the form (and compared with HealthCare.gov's on the results page). */
  estimate: EstimateData | null
  /** What the page's own action adds under the estimate, as data. */
  extra: Extra
}

export function emptyEstimateForm(values: Partial<EstimateFormValues> = {}): EstimateFormState {
  return {
    values: {
      planYear: '',
      zipcode: '',
      countyFips: '',
      householdIncome: '',
      householdSize: '',
      people: [{ age: '', tobacco: false }],
      utilization: '',
      ...values,
    },
    errors: {},
    counties: [],
    exchange: null,
    message: null,
    estimate: null,
    extra: null,
  }
}

/** Field names of the form, shared by the inputs and the reading of a posted form. */
export const FIELD = {
  planYear: 'plan_year',
  zipcode: 'zipcode',
  countyFips: 'county_fips',
  householdIncome: 'household_income',
  householdSize: 'household_size',
  age: (index: number) => `people.${index}.age`,
  tobacco: (index: number) => `people.${index}.tobacco`,
  utilization: 'utilization',
  /** The form's id, on a page that lists the household's plans under its estimate (their controls name it). */
  plansFormId: 'plans_form',
  intent: 'intent',
} as const

/**
 * What a submit button asks for: an estimate, one more person, one person fewer, or (without
 * script) the household's plans in another order or filtered, or 20 more of them.
 */
export type FormIntent =
  | { kind: 'estimate' }
  | { kind: 'add-person' }
  | { kind: 'remove-person'; index: number }
  | { kind: 'plans'; more: boolean }

export function intentOf(value: FormDataEntryValue | null): FormIntent {
  if (value === 'add-person') return { kind: 'add-person' }
  if (value === 'plans' || value === 'more-plans') return { kind: 'plans', more: value === 'more-plans' }
  const remove = typeof value === 'string' ? value.match(/^remove-person-(\d{1,2})$/) : null
  if (remove) return { kind: 'remove-person', index: Number(remove[1]) }
  return { kind: 'estimate' }
}

const text = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

/** The form's values as posted; rows beyond the most people allowed are not read. */
export function valuesOf(form: FormData): EstimateFormValues {
  const people: PersonValues[] = []
  for (let index = 0; index < MAX_PEOPLE + 1 && form.has(FIELD.age(index)); index += 1) {
    people.push({ age: text(form, FIELD.age(index)), tobacco: form.get(FIELD.tobacco(index)) === 'on' })
  }
  return {
    planYear: text(form, FIELD.planYear),
    zipcode: text(form, FIELD.zipcode),
    countyFips: text(form, FIELD.countyFips),
    householdIncome: text(form, FIELD.householdIncome),
    householdSize: text(form, FIELD.householdSize),
    people: people.length > 0 ? people : [{ age: '', tobacco: false }],
    utilization: text(form, FIELD.utilization),
  }
}

/** A typed number: digits with an optional sign, decimals, "$" and thousands commas; else undefined (or the text, for zod to refuse). */
function numberOf(value: string): number | string | undefined {
  const cleaned = value.trim().replace(/^\$/, '').replace(/,/g, '')
  if (cleaned === '') return undefined
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : value
}

/**
 * The body of `POST /v1/data/estimate` for the form's values, left for the schema to check:
 * what cannot be read as a number stays text, so the schema gives its message.
 */
export function requestOf(values: EstimateFormValues): Record<keyof EstimateRequest, unknown> {
  return {
    plan_year: numberOf(values.planYear),
    zipcode: values.zipcode,
    county_fips: values.countyFips.trim() === '' ? undefined : values.countyFips.trim(),
    household_income: numberOf(values.householdIncome),
    household_size: numberOf(values.householdSize),
    people: values.people.map((person) => ({ age: numberOf(person.age), tobacco: person.tobacco })),
  }
}

/** The people after an add or remove button, at least one and at most the limit. */
export function withIntent(people: PersonValues[], intent: FormIntent): PersonValues[] {
  if (intent.kind === 'add-person' && people.length < MAX_PEOPLE) return [...people, { age: '', tobacco: false }]
  if (intent.kind === 'remove-person' && people.length > 1) return people.filter((_, index) => index !== intent.index)
  return people
}
