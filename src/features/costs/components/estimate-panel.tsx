'use client'

import { useActionState } from 'react'

import { submitEstimate } from '../estimate-action'
import { emptyEstimateForm, type EstimateFormState } from '../estimate-form'
import { EstimatePanelForm, type EstimatePanelLayout } from './estimate-panel-form'

/**
 * "What would I pay?" on the costs and plan pages: the household form and its estimate, answered
 * by the estimate action alone. The results page keeps its own state, with the household's plans
 * (the Marketplace feature's form around `EstimatePanelForm`).
 */
export function EstimatePanel({
  defaultYear,
  ...layout
}: EstimatePanelLayout & {
  defaultYear: number
}) {
  const [state, formAction, isPending] = useActionState<EstimateFormState, FormData>(
    submitEstimate,
    emptyEstimateForm({
      planYear: String(defaultYear),
      zipcode: layout.zipcode ?? '',
      countyFips: layout.countyFips ?? '',
    }),
  )
  return <EstimatePanelForm {...layout} state={state} formAction={formAction} isPending={isPending} />
}
