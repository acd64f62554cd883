import type { CoverageMode } from '../support/marketplace-coverage'
import { startMarketplaceStandIn, type StandInMode } from '../support/marketplace-stand-in'

/**
 * HealthCare.gov's plan search for the site under test: the stand-in serving the recorded
 * answers (tests/support/marketplace-stand-in.ts), started by the global setup beside the mail
 * server. Tests steer it over HTTP, from their own processes.
 */
export const STAND_IN_PORT = Number(process.env.E2E_STAND_IN_PORT ?? 3190)
const control = `http://127.0.0.1:${STAND_IN_PORT}/__stand-in`

export async function startStandIn(): Promise<() => Promise<void>> {
  const standIn = await startMarketplaceStandIn({ port: STAND_IN_PORT })
  return () => standIn.close()
}

/** Makes the stand-in answer as the API does in trouble (or `normal` again). */
export async function setStandInMode(mode: StandInMode): Promise<void> {
  const response = await fetch(`${control}/mode`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode }),
  })
  if (!response.ok) throw new Error(`the stand-in refused mode ${mode}: ${response.status}`)
}

/** Makes the drug and doctor coverage calls answer under another name, unreadably, or not at all. */
export async function setStandInCoverageMode(coverageMode: CoverageMode): Promise<void> {
  const response = await fetch(`${control}/mode`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ coverageMode }),
  })
  if (!response.ok) throw new Error(`the stand-in refused coverage mode ${coverageMode}: ${response.status}`)
}

/** How many calls the stand-in has answered, by API path. */
export async function standInCalls(): Promise<Record<string, number>> {
  const response = await fetch(`${control}/requests`)
  return ((await response.json()) as { paths: Record<string, number> }).paths
}
