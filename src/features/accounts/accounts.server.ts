import 'server-only'

import { createHash, randomBytes } from 'node:crypto'

import { createLocalReq, logoutOperation, type Payload } from 'payload'

import { ok, field, type JsonAnswer } from '@/lib/api-response'
import { AppError } from '@/lib/errors'
import { getLogger } from '@/lib/logger'
import { requireMember } from '@/lib/member-auth'
import type { MutationContext } from '@/lib/mutation'

import { accountDeletedMail, emailChangeMail } from './emails'
import {
  ACCOUNT_MESSAGES,
  type RegisterInput,
  type changePasswordSchema,
  type deleteAccountSchema,
  type forgotPasswordSchema,
  type loginSchema,
  type resetPasswordSchema,
  type savedPlansSchema,
  type tokenSchema,
  type updateProfileSchema,
} from './schema'
import type { z } from '@/lib/zod'
import type { Member } from '@/payload-types'

const EMAIL_CHANGE_LIFETIME_MS = 24 * 60 * 60 * 1000

async function readMember(payload: Payload, id: number): Promise<Member> {
  return await payload.findByID({ collection: 'members', id, depth: 0, overrideAccess: true })
}

/**
 * The HTTP status a Payload error carries. Payload's error classes are compared by status,
 * not with instanceof: the production bundle may hold a second copy of those classes.
 */
function statusOf(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' ? status : null
}

/**
 * A failed login as the form explains it: unconfirmed email (403), locked account or wrong
 * credentials (both 401 from Payload; the lock says so in its message).
 */
function loginFailure(error: unknown): AppError {
  const status = statusOf(error)
  if (status === 403) return new AppError('forbidden', ACCOUNT_MESSAGES.loginUnverified)
  if (status !== 401) throw error
  if (/locked/i.test((error as Error).message)) return new AppError('locked', ACCOUNT_MESSAGES.loginLocked)
  return new AppError('unauthorized', ACCOUNT_MESSAGES.loginFailed)
}

/** Checks a signed-in member's password again (before a password change or deletion). */
async function confirmPassword(payload: Payload, email: string, password: string, field: string): Promise<void> {
  try {
    await payload.login({ collection: 'members', data: { email, password } })
  } catch (error) {
    const failure = loginFailure(error)
    if (failure.code === 'locked') throw failure
    throw AppError.invalid({ [field]: ACCOUNT_MESSAGES.currentPasswordWrong })
  }
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** An account as calls 7 and others answer it (product brief §5). */
export function accountOf(member: Pick<Member, 'id' | 'firstName' | 'lastName' | 'email'>) {
  return { uid: member.id, first_name: member.firstName, last_name: member.lastName, email: member.email }
}

async function isEmailTaken(payload: Payload, email: string, exceptId?: number): Promise<boolean> {
  const found = await payload.find({
    collection: 'members',
    where: { or: [{ email: { equals: email } }, { pendingEmail: { equals: email } }] },
    depth: 0,
    limit: 2,
    overrideAccess: true,
  })
  return found.docs.some((doc) => doc.id !== exceptId)
}

/** Register: the account is made unconfirmed, and Payload mails the confirmation link. */
export async function registerMember({ payload, input }: MutationContext<RegisterInput>): Promise<JsonAnswer> {
  if (await isEmailTaken(payload, input.email)) throw AppError.invalid({ email: ACCOUNT_MESSAGES.emailTaken })
  try {
    const created = await payload.create({
      collection: 'members',
      overrideAccess: true,
      depth: 0,
      data: { email: input.email, password: input.password, firstName: input.first_name, lastName: input.last_name },
    })
    getLogger().info({ memberId: created.id }, 'member registered')
    return ok({ account: accountOf(created), verification: 'sent' }, 201)
  } catch (error) {
    if (statusOf(error) === 400 && (await isEmailTaken(payload, input.email))) {
      throw AppError.invalid({ email: ACCOUNT_MESSAGES.emailTaken })
    }
    throw error
  }
}

/**
 * Confirms an address from an emailed link: a new account's, or a changed address waiting
 * for confirmation (which then replaces the old one).
 */
export async function confirmEmail({
  payload,
  input,
}: MutationContext<z.infer<typeof tokenSchema>>): Promise<JsonAnswer> {
  const verified = await payload.verifyEmail({ collection: 'members', token: input.token }).catch(() => false)
  if (verified) return ok({ confirmed: 'account' })

  const found = await payload.find({
    collection: 'members',
    where: { pendingEmailTokenHash: { equals: hashToken(input.token) } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const member = found.docs[0]
  const expiresAt = member?.pendingEmailExpiresAt ? Date.parse(member.pendingEmailExpiresAt) : 0
  if (!member?.pendingEmail || expiresAt < Date.now()) throw AppError.invalid({ token: ACCOUNT_MESSAGES.tokenInvalid })
  if (await isEmailTaken(payload, member.pendingEmail, member.id)) {
    throw AppError.invalid({ token: ACCOUNT_MESSAGES.emailTaken })
  }
  await payload.update({
    collection: 'members',
    id: member.id,
    overrideAccess: true,
    data: { email: member.pendingEmail, pendingEmail: null, pendingEmailTokenHash: null, pendingEmailExpiresAt: null },
  })
  return ok({ confirmed: 'email', email: member.pendingEmail })
}

/** Log in: a bearer token (JWT with `exp` in seconds) and the account. */
export async function loginMember({
  payload,
  input,
}: MutationContext<z.infer<typeof loginSchema>>): Promise<JsonAnswer> {
  try {
    const result = await payload.login({
      collection: 'members',
      data: { email: input.email, password: input.password },
    })
    if (!result.user) throw new Error('Payload logged in no member')
    return ok({ access_token: result.token, exp: result.exp, account: accountOf(result.user) })
  } catch (error) {
    throw loginFailure(error)
  }
}

/** Log out: the token's session ends on the server, so the token stops working at once. */
export async function logoutMember({ payload, member, request }: MutationContext<undefined>): Promise<JsonAnswer> {
  const me = requireMember(member)
  const { user } = await payload.auth({
    headers: new Headers({ authorization: request.headers.get('authorization') ?? '' }),
    canSetHeaders: false,
  })
  const req = await createLocalReq({ user: user ?? undefined }, payload)
  await logoutOperation({ collection: payload.collections.members, req })
  return ok({ logged_out: true, uid: me.id })
}

const RESET_ANSWER = 'If an account uses this address, we have sent it a link to choose a new password.'

/** Always the same answer, so the form tells no one which addresses have accounts. */
export async function requestPasswordReset({
  payload,
  input,
}: MutationContext<z.infer<typeof forgotPasswordSchema>>): Promise<JsonAnswer> {
  await payload.forgotPassword({ collection: 'members', data: { email: input.email } })
  return ok({ message: RESET_ANSWER })
}

/** A new password from an emailed link: the link works once, within the hour; every session ends. */
export async function resetPassword({
  payload,
  input,
}: MutationContext<z.infer<typeof resetPasswordSchema>>): Promise<JsonAnswer> {
  let memberId: number
  try {
    const result = await payload.resetPassword({
      collection: 'members',
      data: { token: input.token, password: input.password },
      overrideAccess: true,
    })
    const { id } = result.user
    if (typeof id !== 'number') throw new Error('Payload reset no member')
    memberId = id
  } catch {
    throw AppError.invalid({ token: ACCOUNT_MESSAGES.tokenInvalid })
  }
  await endAllSessions(payload, memberId)
  return ok({ reset: true })
}

async function endAllSessions(payload: Payload, memberId: number): Promise<void> {
  await payload.db.updateOne({ collection: 'members', id: memberId, data: { sessions: [] }, returning: false })
}

export async function changePassword({
  payload,
  input,
  member,
}: MutationContext<z.infer<typeof changePasswordSchema>>): Promise<JsonAnswer> {
  const me = requireMember(member)
  await confirmPassword(payload, me.email, input.current_password, 'current_password')
  // Payload keeps the session of the user it is told made the change and ends every other
  // one: the device that changed the password stays signed in (decision 008).
  await payload.update({
    collection: 'members',
    id: me.id,
    overrideAccess: true,
    user: { ...me, collection: 'members' },
    data: { password: input.password },
  })
  return ok({ changed: true, other_sessions_ended: true })
}

/** Names change at once; a new email address waits for confirmation from that address. */
export async function updateProfile({
  payload,
  input,
  member,
}: MutationContext<z.infer<typeof updateProfileSchema>>): Promise<JsonAnswer> {
  const me = requireMember(member)
  const current = await readMember(payload, me.id)
  const changingEmail = input.email !== current.email
  if (changingEmail && (await isEmailTaken(payload, input.email, me.id))) {
    throw AppError.invalid({ email: ACCOUNT_MESSAGES.emailTaken })
  }
  const token = changingEmail ? randomBytes(32).toString('base64url') : null
  const updated = await payload.update({
    collection: 'members',
    id: me.id,
    overrideAccess: true,
    depth: 0,
    data: {
      firstName: input.first_name,
      lastName: input.last_name,
      ...(token
        ? {
            pendingEmail: input.email,
            pendingEmailTokenHash: hashToken(token),
            pendingEmailExpiresAt: new Date(Date.now() + EMAIL_CHANGE_LIFETIME_MS).toISOString(),
          }
        : {}),
    },
  })
  if (token) {
    const mail = emailChangeMail(updated.firstName, token)
    await payload.sendEmail({ to: input.email, subject: mail.subject, text: mail.text })
  }
  return ok({ account: accountOf(updated), pending_email: updated.pendingEmail ?? null })
}

/** Call 7: the signed-in member's account. */
export async function accountDetails({ payload, member }: MutationContext<undefined>): Promise<JsonAnswer> {
  const me = await readMember(payload, requireMember(member).id)
  return ok({ account: { ...accountOf(me), pending_email: me.pendingEmail ?? null } })
}

function savedPlansAnswer(nids: readonly number[]): JsonAnswer {
  return ok({ account_savedplans: { field_savedplans_ids: nids.map((nid) => field(nid)[0]) } })
}

/** Call 8. */
export async function readSavedPlans({ payload, member }: MutationContext<undefined>): Promise<JsonAnswer> {
  const me = await readMember(payload, requireMember(member).id)
  return savedPlansAnswer(me.savedPlans ?? [])
}

/** Call 9: replaces the list (an empty list resets it); unknown plans are refused. */
export async function replaceSavedPlans({
  payload,
  input,
  member,
}: MutationContext<z.infer<typeof savedPlansSchema>>): Promise<JsonAnswer> {
  const me = requireMember(member)
  const { getPlanDetails } = await import('@/features/plans/market-index.server')
  const nids = [...new Set(input.field_account_saved_plans)]
  for (const nid of nids) {
    if (!(await getPlanDetails(payload, nid))) {
      throw AppError.invalid({ field_account_saved_plans: `Plan ${nid} could not be found` })
    }
  }
  await payload.update({ collection: 'members', id: me.id, overrideAccess: true, data: { savedPlans: nids } })
  return savedPlansAnswer(nids)
}

/** Everything Candor keeps about the member, as one JSON document to take away. */
export async function exportMemberData({ payload, member }: MutationContext<undefined>): Promise<JsonAnswer> {
  const me = await readMember(payload, requireMember(member).id)
  const [reviews, reports] = await Promise.all([
    payload.find({
      collection: 'reviews',
      where: { member: { equals: me.id } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
    payload.find({
      collection: 'reports',
      where: { owner: { equals: me.id } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
  ])
  return ok({
    exported_at: new Date().toISOString(),
    account: {
      ...accountOf(me),
      pending_email: me.pendingEmail ?? null,
      email_confirmed: Boolean(me._verified),
      created_at: me.createdAt,
      updated_at: me.updatedAt,
    },
    saved_plans: me.savedPlans ?? [],
    reviews: reviews.docs.map((doc) => ({
      id: doc.id,
      plan: doc.plan,
      plan_snapshot: doc.planSnapshot,
      status: doc.status,
      submitted_at: doc.createdAt,
      published_at: doc.publishedAt ?? null,
      ratings: {
        overall: doc.overallRating,
        access_to_care: doc.accessToCareRating,
        customer_service: doc.customerServiceRating,
        price_transparency: doc.priceTransparencyRating,
      },
      public_message: doc.publicMessage,
      private_message: doc.privateMessage ?? null,
      display_name: doc.displayName,
      email: doc.email,
    })),
    reports: reports.docs.map((doc) => ({ report_id: doc.reportId, answers: doc.answers, updated_at: doc.updatedAt })),
  })
}

/**
 * Deletes the account and its personal data after the password is confirmed. Published
 * reviews are deleted or kept without a name or email, as the member chooses; reviews not
 * yet published and reports are deleted either way.
 */
export async function deleteMember({
  payload,
  input,
  member,
}: MutationContext<z.infer<typeof deleteAccountSchema>>): Promise<JsonAnswer> {
  const me = requireMember(member)
  await confirmPassword(payload, me.email, input.password, 'password')
  const account = await readMember(payload, me.id)
  const mine = { member: { equals: me.id } }
  const published = { and: [mine, { status: { equals: 'published' } }] }
  if (input.published_reviews === 'keep') {
    await payload.update({
      collection: 'reviews',
      where: published,
      overrideAccess: true,
      data: { member: null, email: 'deleted-account@candor.invalid', displayName: 'Former member' },
    })
  }
  await payload.delete({ collection: 'reviews', where: mine, overrideAccess: true })
  await payload.delete({ collection: 'reports', where: { owner: { equals: me.id } }, overrideAccess: true })
  await payload.delete({ collection: 'members', id: me.id, overrideAccess: true })
  const mail = accountDeletedMail(account.firstName)
  await payload.sendEmail({ to: account.email, subject: mail.subject, text: mail.text })
  getLogger().info({ memberId: me.id, publishedReviews: input.published_reviews }, 'member deleted')
  return ok({ deleted: true })
}
