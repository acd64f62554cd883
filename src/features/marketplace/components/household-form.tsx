'use client'

import { useActionState } from 'react'

import { emptyEstimateForm, EstimatePanelForm } from '@/features/costs'

import type { HouseholdFormState } from '../household-form-state'
import { submitHouseholdForm } from '../household-plans-action'
import { CareFields, CareList } from './care-list'
import { CurrentPlan } from './current-plan'
import { HealthcareGovEstimateNote } from './healthcare-gov-estimate'
import type { HouseholdFormWords } from './household-form-words'
import { HouseholdPlans } from './household-plans'
import { PlanYearNotes } from './plan-year-notes'

/**
 * "What would I pay?" on the results page: the household form and its estimate, then what is
 * known of a year not estimated yet, HealthCare.gov's own estimate and every plan HealthCare.gov
 * sells in the county priced for the household (product brief §14). The answer is data, rendered
 * here: on the server for a page posted without script (the list then reads as cards, each
 * control posted with the form), in the browser with it.
 */
export function HouseholdForm({
  words,
  defaultYear,
  zipcode,
  countyFips,
  formId,
}: {
  /** The form's words in the page's language (householdFormWords, on the server). */
  words: HouseholdFormWords
  defaultYear: number
  zipcode: string
  countyFips: string
  /** The form's id, which the list's controls name so that they are sent with it. */
  formId: string
}) {
  const [state, formAction, isPending] = useActionState<HouseholdFormState, FormData>(
    submitHouseholdForm,
    emptyEstimateForm({ planYear: String(defaultYear), zipcode, countyFips }),
  )
  const extra = state.extra
  return (
    <EstimatePanelForm
      state={state}
      formAction={formAction}
      isPending={isPending}
      words={words.panel}
      zipcode={zipcode}
      countyFips={countyFips}
      plansFormId={formId}
      folded
    >
      {extra ? null : <CareFields formId={formId} />}
      {extra ? (
        <>
          <CareList formId={formId} zipcode={zipcode} w={words.plans.care} />
          {extra.plans.total > 0 ? (
            <CurrentPlan
              formId={formId}
              shown={extra.currentPlan}
              pending={isPending}
              planYear={extra.plans.plan_year}
              plans={extra.plans.plans}
              w={words.plans.current}
            />
          ) : null}
          {extra.notesYear === null ? null : <PlanYearNotes year={extra.notesYear} words={words.yearNotes} />}
          {extra.healthCareGov ? (
            <HealthcareGovEstimateNote
              estimate={extra.healthCareGov}
              candorCredit={
                state.estimate?.guide_for_year
                  ? null
                  : (state.estimate?.area_credit_monthly ?? state.estimate?.tax_credit_monthly ?? null)
              }
              words={words.healthCareGov}
            />
          ) : null}
          <HouseholdPlans
            data={extra.plans}
            care={extra.care}
            view={extra.view}
            formId={extra.formId}
            words={words.plans}
            hasCareLevel={extra.hasCareLevel}
          />
        </>
      ) : null}
    </EstimatePanelForm>
  )
}
