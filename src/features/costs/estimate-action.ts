'use server'

import { getPayloadClient } from '@/platform/payload.server'

import type { EstimateFormState } from './estimate-form'
import { answerEstimateForm } from './estimate-form-answer.server'

/** The estimate forms' action (`answerEstimateForm`), on the app's Payload. */
export async function submitEstimate(
  _previous: EstimateFormState<unknown>,
  form: FormData,
): Promise<EstimateFormState> {
  return answerEstimateForm(form, getPayloadClient)
}
