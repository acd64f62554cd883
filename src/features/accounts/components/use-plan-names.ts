'use client'

import { useEffect, useState } from 'react'

import { distinctPlanNames } from '@/features/plans/plan-name'

type Value<T> = [{ value: T }]
type PlanEntity = {
  nid: Value<number>
  field_plan_issuer_name: Value<string>
  field_plan_issuer_legal_name: Value<string>
  field_plan_issuer_id: Value<string>
  field_plan_product_type: Value<string>
  field_plan_state: Value<string>
}

/**
 * Names for a list of plans ("Ambetter Health HMO, FL"), the plan name of plan-name.ts and the
 * state, read once per list; missing ones stay undefined.
 */
export function usePlanNames(nids: readonly number[]): Record<number, string> {
  const [names, setNames] = useState<Record<number, string>>({})
  const key = nids.join(',')
  useEffect(() => {
    if (!key) return
    const controller = new AbortController()
    const query = key
      .split(',')
      .map((nid) => `nid=${nid}`)
      .join('&')
    fetch(`/v1/data/plans?${query}`, { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { data?: { plans?: PlanEntity[] } } | null) => {
        const plans = body?.data?.plans ?? []
        const distinct = distinctPlanNames(
          plans.map((plan) => ({
            nid: plan.nid[0].value,
            issuerMarketingName: plan.field_plan_issuer_name[0].value,
            productType: plan.field_plan_product_type[0].value,
            issuerLegalName: plan.field_plan_issuer_legal_name[0].value,
            issuerId: plan.field_plan_issuer_id[0].value,
          })),
        )
        const next: Record<number, string> = {}
        for (const plan of plans) {
          next[plan.nid[0].value] = `${distinct.get(plan.nid[0].value)}, ${plan.field_plan_state[0].value}`
        }
        setNames(next)
      })
      .catch(() => undefined)
    return () => controller.abort()
  }, [key])
  return names
}
