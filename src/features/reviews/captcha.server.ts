import { createHmac } from 'node:crypto'

import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import type { Payload } from 'payload'

import { getEnv } from '@/lib/env'

import { REVIEW_MESSAGES } from './schema'
import { asSystem } from '@/lib/as-system'

/**
 * The review form's captcha: ALTCHA proof of work, issued and checked here, so no third
 * party sees the people who write reviews (product brief §6.4). The browser tries counters
 * until a hash matches the signed challenge; checking the answer costs one hash.
 *
 * A solution is accepted once, anywhere: its challenge nonce is stored with the review or the
 * contact message it let in, each under a unique index (`captchaId`), and each form checks both.
 */
export const CAPTCHA_ALGORITHM = 'SHA-256'
/** Hashes per attempt: raises the work of every counter the browser tries. */
export const CAPTCHA_COST = 5
/** The secret counter lies in this range: on average about 55,000 hashes in the browser. */
export const CAPTCHA_COUNTER_MIN = 2_000
export const CAPTCHA_COUNTER_MAX = 20_000
/** A challenge must be solved and sent within this time. */
export const CAPTCHA_LIFETIME_SECONDS = 60 * 60

function secret(purpose: string): string {
  return createHmac('sha256', getEnv().payloadSecret).update(`altcha:${purpose}`).digest('hex')
}

/** A fresh signed challenge for the widget. */
export async function createReviewChallenge(now = Date.now()): Promise<Challenge> {
  return createChallenge({
    algorithm: CAPTCHA_ALGORITHM,
    cost: CAPTCHA_COST,
    counter: randomInt(CAPTCHA_COUNTER_MAX, CAPTCHA_COUNTER_MIN),
    deriveKey,
    expiresAt: Math.floor(now / 1000) + CAPTCHA_LIFETIME_SECONDS,
    hmacSignatureSecret: secret('signature'),
    hmacKeySignatureSecret: secret('key-signature'),
  })
}

export type CaptchaCheck = { ok: true; id: string } | { ok: false; message: string }

type WidgetPayload = { challenge: Challenge; solution: Solution }

function decode(value: string): WidgetPayload | null {
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as Partial<WidgetPayload>
    const parameters = parsed?.challenge?.parameters
    if (!parameters || typeof parameters.nonce !== 'string' || !parsed.solution) return null
    return parsed as WidgetPayload
  } catch {
    return null
  }
}

/**
 * Checks the widget's payload (base64 JSON of the challenge and its solution): signed by
 * this site, not expired, and solved. Whether it was used before is for the caller to
 * settle, with the returned id.
 */
export async function checkReviewCaptcha(value: string): Promise<CaptchaCheck> {
  const payload = decode(value)
  if (!payload || payload.challenge.parameters.algorithm !== CAPTCHA_ALGORITHM) {
    return { ok: false, message: REVIEW_MESSAGES.captchaFailed }
  }
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: secret('signature'),
      hmacKeySignatureSecret: secret('key-signature'),
    })
    if (!result.verified) return { ok: false, message: REVIEW_MESSAGES.captchaFailed }
  } catch {
    return { ok: false, message: REVIEW_MESSAGES.captchaFailed }
  }
  return { ok: true, id: payload.challenge.parameters.nonce }
}

/** The collections whose rows keep the captcha that let them in. */
const CAPTCHA_HOLDERS = ['reviews', 'contact-messages'] as const

/**
 * True when a review or a contact message (or only those of `holders`) was already let in by
 * this captcha solution.
 */
export async function isCaptchaSpent(
  payload: Payload,
  id: string,
  holders: readonly (typeof CAPTCHA_HOLDERS)[number][] = CAPTCHA_HOLDERS,
): Promise<boolean> {
  for (const collection of holders) {
    const { totalDocs } = await payload.count({
      collection,
      where: { captchaId: { equals: id } },
      ...asSystem('siteSignals'),
    })
    if (totalDocs > 0) return true
  }
  return false
}
