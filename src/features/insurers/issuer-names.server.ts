import type { Payload } from 'payload'

import { tidyName } from '@/features/plans'
import { listPlans } from '@/features/plans/server'

/** A HIOS issuer Candor's plan data holds: its id, the name people know it by, and its state. */
export type IssuerChoice = { issuerId: string; name: string; state: string }

/**
 * Every issuer of the newest plan year, by name then state: what an admin picks from when
 * linking an insurer account, and how an issuer id is named on screen. An issuer's products
 * may carry different marketing names; the one most of them carry names it.
 */
export async function listIssuerChoices(payload: Payload): Promise<IssuerChoice[]> {
  const names = new Map<string, { state: string; counts: Map<string, number> }>()
  for (const plan of await listPlans(payload)) {
    const entry = names.get(plan.issuerId) ?? { state: plan.state, counts: new Map<string, number>() }
    const name = tidyName(plan.issuerMarketingName || plan.issuerLegalName || '')
    if (name) entry.counts.set(name, (entry.counts.get(name) ?? 0) + 1)
    names.set(plan.issuerId, entry)
  }
  return [...names.entries()]
    .map(([issuerId, { state, counts }]) => ({
      issuerId,
      state,
      name: [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? issuerId,
    }))
    .sort(
      (a, b) => a.name.localeCompare(b.name) || a.state.localeCompare(b.state) || a.issuerId.localeCompare(b.issuerId),
    )
}

/** The issuers of these ids that Candor holds, by id; an id it does not hold is left out. */
export async function nameIssuers(payload: Payload, ids: readonly string[]): Promise<Map<string, IssuerChoice>> {
  const wanted = new Set(ids)
  return new Map(
    (await listIssuerChoices(payload)).filter((issuer) => wanted.has(issuer.issuerId)).map((i) => [i.issuerId, i]),
  )
}
