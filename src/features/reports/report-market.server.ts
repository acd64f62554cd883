import type { Payload } from 'payload'

import { defaultEstimateYear, type EstimateRequest } from '@/features/costs'
import { estimateCosts, type EstimateData } from '@/features/costs/server'
import { shoppingYearOn, type HouseholdPlan } from '@/features/marketplace'
import { findHouseholdPlans } from '@/features/marketplace/server'
import { searchZip } from '@/features/find/server'
import { AppError } from '@/lib/errors'
import type { Locale } from '@/lib/i18n'

import type { ReportPlans } from './report-api'
import { toReportInsurer, type ReportPlace } from './report-insurers'
import { ageOn, todayIso, type StoredAnswers } from './schema'

/**
 * Where a report's answers place the person and the insurers sold there, each with the
 * figures the ranking weighs. Null until a ZIP code is given; `place.kind` says when the
 * ZIP needs a county, is unknown, or lies in a state that runs its own exchange.
 */
export async function reportMarket(payload: Payload, answers: StoredAnswers, locale: Locale = 'en') {
  const zip = answers.field_ir_zipcode
  if (!zip) return null
  const search = await searchZip(payload, zip, answers.field_ir_county ?? null, locale)
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
 * The household a report's money answers describe, for the newest plan year with published
 * figures: only once the person agreed to the money questions and gave an income, in the
 * county the report names. The person's age comes from their date of birth; the others' from
 * their answers.
 */
function reportHousehold(answers: StoredAnswers, place: ReportPlace | null): EstimateRequest | null {
  const income = answers.field_ir_household_income
  if (answers.field_ir_money_consent !== true || typeof income !== 'number') return null
  if (place?.kind !== 'results' || !answers.field_ir_birthday) return null
  const people = [ageOn(answers.field_ir_birthday, todayIso()), ...(answers.field_ir_covered_ages ?? [])].map(
    (age, index) => ({ age, tobacco: index === 0 && answers.field_ir_tobacco === true }),
  )
  return {
    plan_year: defaultEstimateYear(),
    zipcode: place.zip,
    county_fips: place.county.fips,
    household_income: income,
    household_size: Math.max(answers.field_ir_household_size ?? people.length, people.length),
    people,
  }
}

/** The tax-credit estimate a report opens with, for its household (reportHousehold). */
export async function reportEstimate(
  payload: Payload,
  answers: StoredAnswers,
  place: ReportPlace | null,
  locale: Locale,
): Promise<EstimateData | null> {
  const household = reportHousehold(answers, place)
  if (!household) return null
  try {
    const answer = await estimateCosts(payload, household, locale)
    return 'estimate' in answer ? answer.estimate : null
  } catch (error) {
    // Answers stored before a rule changed may no longer make an estimate: the report shows none.
    if (error instanceof AppError) return null
    throw error
  }
}

/** Plans listed under each ranked insurer. */
export const CHEAPEST_PER_INSURER = 3

/**
 * Under each insurer of a report with money answers, its three cheapest plans for the household
 * as HealthCare.gov prices them (product brief §14). Null without money answers, and when the
 * API is off or out: Candor's own files have no prices to rank plans by.
 */
export async function reportPlans(
  payload: Payload,
  answers: StoredAnswers,
  place: ReportPlace | null,
  locale: Locale,
): Promise<ReportPlans | null> {
  const household = reportHousehold(answers, place)
  if (!household) return null
  try {
    const data = await findHouseholdPlans(payload, { ...household, plan_year: shoppingYearOn(new Date()) }, locale)
    if (data.source !== 'marketplace' || !data.fetched_at) return null
    const byInsurer: Record<string, HouseholdPlan[]> = {}
    for (const plan of data.plans) {
      if (plan.plan_nid === null) continue
      const list = (byInsurer[plan.plan_nid] ??= [])
      if (list.length < CHEAPEST_PER_INSURER) list.push(plan)
    }
    return {
      plan_year: data.plan_year,
      fetched_at: data.fetched_at,
      notice: data.notice ?? null,
      by_insurer: byInsurer,
    }
  } catch (error) {
    if (error instanceof AppError) return null
    throw error
  }
}
