import type { Challenge, DeriveKeyFunction, Solution } from 'altcha-lib/types'

import { REVIEW_CHALLENGE_ENDPOINT } from './contract'

/**
 * Solving an ALTCHA challenge without the widget, for a stored review whose captcha expired
 * or was used before the server accepted it. The person solved one when they wrote the
 * review; asking again days later, for a review they believe sent, would serve no one.
 */

function isChallenge(value: unknown): value is Challenge {
  const parameters = (value as { parameters?: Record<string, unknown> } | null)?.parameters
  return (
    typeof parameters === 'object' &&
    parameters !== null &&
    typeof parameters.algorithm === 'string' &&
    typeof parameters.nonce === 'string' &&
    typeof parameters.salt === 'string' &&
    typeof parameters.keyPrefix === 'string'
  )
}

/**
 * The browser (Web Crypto) key derivation for an algorithm. The `altcha-lib/algorithms/sha`
 * entry uses node:crypto; its `web/` twin is the one that runs in a page.
 */
async function loadDeriveKey(algorithm: string): Promise<DeriveKeyFunction | null> {
  if (/^SHA-(256|384|512)$/.test(algorithm)) return (await import('altcha-lib/algorithms/web/sha')).deriveKey
  if (/^PBKDF2\/SHA-(256|384|512)$/.test(algorithm)) return (await import('altcha-lib/algorithms/web/pbkdf2')).deriveKey
  return null
}

/** The payload string the widget would produce for this solution: base64 of its JSON. */
export function encodeCaptchaPayload(challenge: Challenge, solution: Solution): string {
  return btoa(
    JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }),
  )
}

/** Solves a challenge in this thread; null when its algorithm is unknown or time runs out. */
export async function solveCaptchaChallenge(challenge: Challenge, timeoutMs = 60_000): Promise<string | null> {
  const deriveKey = await loadDeriveKey(challenge.parameters.algorithm)
  if (!deriveKey) return null
  const { solveChallenge } = await import('altcha-lib')
  const solution = await solveChallenge({ challenge, deriveKey, timeout: timeoutMs })
  return solution ? encodeCaptchaPayload(challenge, solution) : null
}

/** Fetches a fresh challenge from the review endpoint and solves it; null on any failure. */
export async function solveFreshCaptcha(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetchImpl(REVIEW_CHALLENGE_ENDPOINT, {
      cache: 'no-store',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    })
    if (!response.ok) return null
    const challenge: unknown = await response.json()
    return isChallenge(challenge) ? await solveCaptchaChallenge(challenge) : null
  } catch {
    return null
  }
}
