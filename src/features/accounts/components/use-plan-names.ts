'use client'

import { useEffect, useState } from 'react'

import type { toPlanEntity } from '@/features/plans'
import { distinctPlanNames } from '@/features/plans'
import { callApi } from '@/lib/api-client'

type PlanEntity = ReturnType<typeof toPlanEntity>

/** The plans of a `GET /v1/data/plans` answer, or none when it holds no list. */
function plansOf(data: unknown): PlanEntity[] {
  const plans = data && typeof data === 'object' ? (data as { plans?: unknown }).plans : null
  return Array.isArray(plans) ? (plans as PlanEntity[]) : []
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
    void callApi(`/v1/data/plans?${query}`, { method: 'GET', signal: controller.signal }).then((answer) => {
      if (!answer.ok || controller.signal.aborted) return
      const plans = plansOf(answer.data)
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
    return () => controller.abort()
  }, [key])
  return names
}
