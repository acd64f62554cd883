'use server'

import { getPayloadClient } from '@/platform/payload.server'

import { answerHouseholdForm } from './household-form-answer.server'
import type { HouseholdFormState } from './household-form-state'

/** The results page's household form's action (`answerHouseholdForm`), on the app's Payload. */
export async function submitHouseholdForm(_previous: HouseholdFormState, form: FormData): Promise<HouseholdFormState> {
  return answerHouseholdForm(form, getPayloadClient)
}
