import type { Payload } from 'payload'

import { getPlanDetails, listPlans } from './market-index.server'

const PLAN_PAGE = /^\/plans\/([^/]+)\/?$/
const STATE_PAGE = /^\/plans\/state\/([^/]+)\/?$/

/**
 * True when a path names a plan or state page whose plan or state Candor does not hold, so the
 * proxy can answer it with the 404 page before anything renders. Every other path is false.
 */
export async function isMissingPlanPage(payload: () => Promise<Payload>, pathname: string): Promise<boolean> {
  const state = STATE_PAGE.exec(pathname)?.[1]
  if (state !== undefined) {
    const code = decodeURIComponent(state).toUpperCase()
    if (!/^[A-Z]{2}$/.test(code)) return true
    return !(await listPlans(await payload())).some((plan) => plan.state === code)
  }
  const nid = PLAN_PAGE.exec(pathname)?.[1]
  if (nid === undefined || nid === 'state') return false
  if (!/^\d{1,9}$/.test(nid)) return true
  return (await getPlanDetails(await payload(), Number(nid))) === null
}
