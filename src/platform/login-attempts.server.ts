import { createHmac } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'

import { RateLimiterRes } from 'rate-limiter-flexible'

import { messagesFor } from '@/messages'

import type { Payload } from 'payload'

import { getEnv } from '@/lib/env'
import { getLogger } from '@/lib/logger'
import { limiterOf, rateLimitedError } from './rate-limit'
import { asSystem } from '@/lib/as-system'

/**
 * Failed logins, counted so that a stranger cannot lock an owner out of their account, and so
 * that people who share one address (an office, a library, a carrier's network) do not use up
 * each other's tries. A login that succeeds is never counted here:
 *
 * - per connection and account (`accounts.loginPair`): after 5 failures in 15 minutes that
 *   connection may not try that account again until the window passes; the owner, from their
 *   own connection, still can, and so can everyone else behind the same address;
 * - per connection (`accounts.loginFailures`): 30 failures in 15 minutes, whatever the accounts,
 *   so one connection cannot try many accounts;
 * - per account (`accounts.loginAccount`): 20 failures in an hour from anywhere is an attack
 *   on the account. It is never locked; when the account is staff's, the admins are told.
 *
 * Every try, right or wrong, also counts under `accounts.login` (in the calls themselves), a
 * ceiling high enough that only a flood meets it.
 *
 * A failed login answers no sooner than `FAILED_LOGIN_FLOOR_MS`, whether or not the account
 * exists, and in the same words, so neither the answer nor its time tells accounts apart.
 */
export const FAILED_LOGIN_FLOOR_MS = 600
/** A password reset request is answered no sooner than this, whether a mail was sent or not. */
export const RESET_ANSWER_FLOOR_MS = 300

/** Where logins happen: the members' call and Payload's staff login. */
export type LoginKind = 'member' | 'staff'

const accountKey = (kind: LoginKind, email: string) =>
  createHmac('sha256', getEnv().payloadSecret)
    .update(`login:${kind}:${email.trim().toLowerCase()}`)
    .digest('hex')
    .slice(0, 32)

/**
 * Refuses, with a 429 and Retry-After, a connection that has used up its failed tries on this
 * account, or on any accounts; a connection whose logins all succeeded is never refused here.
 */
export async function checkFailedLogins(kind: LoginKind, clientHash: string, email: string): Promise<void> {
  await refuseWhenUsedUp('accounts.loginPair', `${clientHash}:${accountKey(kind, email)}`)
  await refuseWhenUsedUp('accounts.loginFailures', clientHash)
}

async function refuseWhenUsedUp(name: 'accounts.loginPair' | 'accounts.loginFailures', key: string): Promise<void> {
  const limiter = limiterOf(name)
  const used = await limiter.get(key)
  if (!used || used.consumedPoints < limiter.points) return
  throw rateLimitedError(name, used.msBeforeNext)
}

/** Counts one failed login; tells the admins once an hour when a staff account is under attack. */
export async function recordFailedLogin(
  payload: Payload,
  kind: LoginKind,
  clientHash: string,
  email: string,
): Promise<void> {
  const account = accountKey(kind, email)
  await limiterOf('accounts.loginPair')
    .penalty(`${clientHash}:${account}`)
    .catch(() => undefined)
  await limiterOf('accounts.loginFailures')
    .penalty(clientHash)
    .catch(() => undefined)
  const counted = await limiterOf('accounts.loginAccount')
    .penalty(account)
    .catch((error: unknown) => (error instanceof RateLimiterRes ? error : null))
  const limit = limiterOf('accounts.loginAccount').points
  // Once, as the count crosses the limit; the window then starts again from the first failure.
  if (!counted || counted.consumedPoints !== limit) return
  getLogger().warn({ kind }, 'many failed logins for one account')
  if (kind === 'staff') {
    await alertAdmins(payload, email).catch((error: unknown) =>
      getLogger().error({ err: error }, 'alerting the admins failed'),
    )
  }
}

/** Waits until an answer has taken at least `floorMs` (a failed login's floor by default), counted from `started`. */
export async function answerNoSoonerThan(started: number, floorMs = FAILED_LOGIN_FLOOR_MS): Promise<void> {
  const left = floorMs - (performance.now() - started)
  if (left > 0) await sleep(left)
}

/** Mails every admin that a staff account has met many failed logins; the account stays open. */
async function alertAdmins(payload: Payload, email: string): Promise<void> {
  const address = email.trim().toLowerCase()
  const target = await payload.find({
    collection: 'users',
    where: { email: { equals: address } },
    limit: 1,
    depth: 0,
    ...asSystem('beforeSignIn'),
  })
  // Only a real staff account: tries at an address no one has are nobody's concern.
  if (target.docs.length === 0) return
  const admins = await payload.find({
    collection: 'users',
    where: { role: { equals: 'admin' } },
    limit: 50,
    depth: 0,
    ...asSystem('beforeSignIn'),
  })
  // Staff read these mails in English, as they read the admin's other mails.
  const words = messagesFor('en').staff
  for (const admin of admins.docs) {
    await payload.sendEmail({
      to: admin.email,
      subject: words.loginAttackSubject,
      text: words.loginAttackText(address),
    })
  }
}
