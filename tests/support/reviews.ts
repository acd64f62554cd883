import { createHmac, randomUUID } from 'node:crypto'

import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'

/** Solves an ALTCHA challenge the way the widget does, and returns the payload it would send. */
export async function solveCaptcha(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('the captcha could not be solved')
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

/** A complete, valid review body for plan `nid`, as the wizard posts it. */
export function reviewBody(nid: number, challenge: string, overrides: Record<string, unknown> = {}) {
  return {
    field_review_overallrating: 'good',
    field_review_accesscarerating: 'great',
    field_review_custservicerating: 'okay',
    field_review_costrating: 'bad',
    field_review_private_message: 'Please look at claim 4471, it was denied twice.',
    field_review_public_message: `Seeing a specialist took three weeks, but every claim was paid without a fight. ${randomUUID()}`,
    field_user_account_displayname: 'Maria G.',
    field_review_account_email: 'maria@example.com',
    field_review_tos_confirm: '1',
    field_review_issuerid: String(nid),
    field_review_issuer_legal_name: 'Sent by the browser',
    field_review_issuer_state: 'TX',
    field_review_reportingunit: '00000-HMO',
    challenge,
    client_review_id: randomUUID(),
    field_review_website: '',
    ...overrides,
  }
}

/** The same JWT with its expiry moved into the past, signed with the same secret. */
export function expireToken(token: string, secret: string): string {
  const [header, body] = token.split('.') as [string, string, string]
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>
  const now = Math.floor(Date.now() / 1000)
  const expired = Buffer.from(JSON.stringify({ ...claims, iat: now - 7200, exp: now - 3600 })).toString('base64url')
  const signature = createHmac('sha256', new TextEncoder().encode(secret))
    .update(`${header}.${expired}`)
    .digest('base64url')
  return `${header}.${expired}.${signature}`
}
