'use client'

import { useEffect, useState } from 'react'

type PlanEntity = {
  nid: [{ value: number }]
  field_plan_issuer_name: [{ value: string }]
  field_plan_product_type: [{ value: string }]
  field_plan_state: [{ value: string }]
}

/** Names for a list of plans ("Ambetter PPO, TX"), read once per list; missing ones stay undefined. */
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
        const next: Record<number, string> = {}
        for (const plan of body?.data?.plans ?? []) {
          next[plan.nid[0].value] =
            `${plan.field_plan_issuer_name[0].value} ${plan.field_plan_product_type[0].value}, ${plan.field_plan_state[0].value}`
        }
        setNames(next)
      })
      .catch(() => undefined)
    return () => controller.abort()
  }, [key])
  return names
}
