import { estimatePanelWords, type EstimatePanelWords } from '@/features/costs'
import { blank } from '@/lib/blanks'
import type { Locale } from '@/lib/i18n'
import type { Messages } from '@/messages'

import type { HealthcareGovEstimateWords } from './healthcare-gov-estimate'
import { householdPlansWords, type HouseholdPlansWords } from './household-plans-words'
import type { PlanYearNotesWords } from './plan-year-notes'

/**
 * The results page's household form's words, made on the server as plain strings: the estimate
 * form's, what is known of a year not estimated yet, HealthCare.gov's estimate and the plans.
 */
export type HouseholdFormWords = {
  panel: EstimatePanelWords
  yearNotes: PlanYearNotesWords
  healthCareGov: HealthcareGovEstimateWords
  plans: HouseholdPlansWords
}

/** What is known of the years Candor does not estimate yet, with the year left blank. */
export function planYearNotesWords(m: Messages['planYearNotes']): PlanYearNotesWords {
  const year = blank('year')
  return { heading: m.heading(year), lead: m.lead(year), rules: { 2027: m.rules2027 }, source: m.source }
}

/** HealthCare.gov's estimate's words, with the amounts, the reduction's name and the year left blank. */
export function healthcareGovEstimateWords(m: Messages['healthcareGovEstimate']): HealthcareGovEstimateWords {
  const difference = blank('difference')
  return {
    heading: m.heading,
    credit: m.credit,
    perMonth: m.perMonth(blank('amount')),
    noCredit: m.noCredit,
    same: m.same,
    candorHigher: m.differ(difference, 'candor'),
    healthCareGovHigher: m.differ(difference, 'healthcare-gov'),
    csr: m.csr(blank('percent')),
    csrOther: m.csrOther(blank('name')),
    medicaid: m.medicaid,
    coverageGap: m.coverageGap,
    source: m.source(blank('year')),
  }
}

/** Every word of the household form in the page's language; `years` are the plan years it offers. */
export function householdFormWords(
  messages: Messages,
  locale: Locale,
  years: { year: number; isPublished: boolean }[],
): HouseholdFormWords {
  return {
    panel: estimatePanelWords(messages, years),
    yearNotes: planYearNotesWords(messages.planYearNotes),
    healthCareGov: healthcareGovEstimateWords(messages.healthcareGovEstimate),
    plans: householdPlansWords(messages, locale),
  }
}
