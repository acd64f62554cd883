/** What the account use cases share: reading a member, checking a password, Payload's error statuses. */
import { createHash } from 'node:crypto'

import type { Payload } from 'payload'

import { AppError } from '@/lib/errors'
import { asCaller, type SignedInMember } from '@/platform/member-auth'
import type { Member } from '@/payload-types'

import { ACCOUNT_MESSAGES } from '../schema'
import { asSystem } from '@/lib/as-system'

/** How long a new address may wait for its confirmation. */
export const EMAIL_CHANGE_LIFETIME_MS = 24 * 60 * 60 * 1000

/** The signed-in member's own account, read with their access (fields kept from members, such as token hashes, are left out). */
export async function readMember(payload: Payload, member: SignedInMember): Promise<Member> {
  return await payload.findByID({ collection: 'members', id: member.id, depth: 0, ...asCaller(member) })
}

/**
 * The HTTP status a Payload error carries. Payload's error classes are compared by status,
 * not with instanceof: the production bundle may hold a second copy of those classes.
 */
export function statusOf(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' ? status : null
}

/**
 * A failed login as the form explains it: unconfirmed email (403, given only for the right
 * password) or wrong credentials (401). Credentials Payload refuses to even try (400) are wrong
 * credentials too. Accounts are never locked (platform/login-attempts.server.ts).
 */
export function loginFailure(error: unknown): AppError {
  const status = statusOf(error)
  if (status === 403) return new AppError('forbidden', ACCOUNT_MESSAGES.loginUnverified)
  if (status === 400 || status === 401) return new AppError('unauthorized', ACCOUNT_MESSAGES.loginFailed)
  throw error
}

/** Checks a signed-in member's password again (before a password change or deletion). */
export async function confirmPassword(payload: Payload, email: string, password: string, field: string): Promise<void> {
  try {
    await payload.login({ collection: 'members', data: { email, password } })
  } catch (error) {
    loginFailure(error)
    throw AppError.invalid({ [field]: ACCOUNT_MESSAGES.currentPasswordWrong })
  }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** An account as calls 7 and others answer it (product brief §5). */
export function accountOf(member: Pick<Member, 'id' | 'firstName' | 'lastName' | 'email'>) {
  return { uid: member.id, first_name: member.firstName, last_name: member.lastName, email: member.email }
}

/**
 * Whether an account (other than `exceptId`) has this address as its own. An address another
 * account is only waiting to confirm holds nothing: a pending change never blocks a
 * registration or another change, and the first to confirm the address gets it.
 */
export async function isEmailTaken(payload: Payload, email: string, exceptId?: number): Promise<boolean> {
  return (await accountWithEmail(payload, email, exceptId)) !== null
}

/** The account whose own address this is (other than `exceptId`), or null. */
export async function accountWithEmail(payload: Payload, email: string, exceptId?: number) {
  const found = await payload.find({
    collection: 'members',
    where: { email: { equals: email } },
    depth: 0,
    limit: 2,
    ...asSystem('beforeSignIn'),
    showHiddenFields: true,
  })
  return found.docs.find((doc) => doc.id !== exceptId) ?? null
}

export async function endAllSessions(payload: Payload, memberId: number): Promise<void> {
  await payload.db.updateOne({ collection: 'members', id: memberId, data: { sessions: [] }, returning: false })
}
