import 'server-only'

import type { Payload } from 'payload'

import { defaultEstimateYear } from '@/features/costs'
import { estimateCosts, type EstimateData } from '@/features/costs/node'
import { searchZip } from '@/features/find/server'
import { AppError } from '@/lib/errors'
import type { Locale } from '@/lib/i18n'

import { toReportInsurer, type ReportPlace } from './report-insurers'
import { ageOn, todayIso, type StoredAnswers } from './schema'

/**
 * Where a report's answers place the person and the insurers sold there, each with the
 * figures the ranking weighs. Null until a ZIP code is given; `place.kind` says when the
 * ZIP needs a county, is unknown, or lies in a state that runs its own exchange.
 */
export async function reportMarket(payload: Payload, answers: StoredAnswers) {
  const zip = answers.field_ir_zipcode
  if (!zip) return null
  const search = await searchZip(payload, zip, answers.field_ir_county ?? null)
  let place: ReportPlace
  switch (search.kind) {
    case 'invalid':
    case 'unknown':
      place = { kind: 'unknown', zip }
      break
    case 'exchange':
      place = { kind: 'exchange', zip, exchange: search.exchange, leftIn: search.leftIn }
      break
    case 'county':
      place = { kind: 'county', zip, counties: search.counties }
      break
    case 'results':
      place = {
        kind: 'results',
        zip,
        county: search.county,
        countyCount: search.counties.length,
        areaPremiums: search.areaPremiums,
      }
      return { place, insurers: search.insurers.map(toReportInsurer) }
  }
  return { place, insurers: [] }
}

/**
 * The tax-credit estimate a report opens with, for the newest plan year with published figures:
 * only once the person agreed to the money questions and gave an income, for the county the
 * report names. The person's age comes from their date of birth; the others' from their answers.
 */
export async function reportEstimate(
  payload: Payload,
  answers: StoredAnswers,
  place: ReportPlace | null,
  locale: Locale,
): Promise<EstimateData | null> {
  const income = answers.field_ir_household_income
  if (answers.field_ir_money_consent !== true || typeof income !== 'number') return null
  if (place?.kind !== 'results' || !answers.field_ir_birthday) return null
  const people = [ageOn(answers.field_ir_birthday, todayIso()), ...(answers.field_ir_covered_ages ?? [])].map(
    (age, index) => ({ age, tobacco: index === 0 && answers.field_ir_tobacco === true }),
  )
  try {
    const answer = await estimateCosts(
      payload,
      {
        plan_year: defaultEstimateYear(),
        zipcode: place.zip,
        county_fips: place.county.fips,
        household_income: income,
        household_size: Math.max(answers.field_ir_household_size ?? people.length, people.length),
        people,
      },
      locale,
    )
    return 'estimate' in answer ? answer.estimate : null
  } catch (error) {
    // Answers stored before a rule changed may no longer make an estimate: the report shows none.
    if (error instanceof AppError) return null
    throw error
  }
}
