import type { Payload } from 'payload'

import { ok, requestLocale, type JsonAnswer } from '@/lib/api-response'
import { AppError } from '@/lib/errors'
import type { Locale } from '@/lib/i18n'
import { getLogger } from '@/lib/logger'
import { answerNoSoonerThan } from '@/platform/login-attempts.server'
import { isWithinLimit } from '@/platform/rate-limit'
import type { MutationContext } from '@/platform/mutation-context'
import type { Infer } from '@/lib/zod'

import { addressTakenMail, verificationMail } from '../emails'
import { ACCOUNT_MESSAGES, type RegisterInput, type resendVerificationSchema, type tokenSchema } from '../schema'

import { statusOf, hashToken, isEmailTaken, accountWithEmail } from './member-records.server'
import { holding } from '@/access/capability'
import { asSystem } from '@/lib/as-system'

/** A registration is answered no sooner than this, whether an account was made or the address had one. */
const REGISTER_ANSWER_FLOOR_MS = 800

/**
 * Register: the account is made unconfirmed, and Payload mails the confirmation link. An
 * address that already has an account gets the same answer in the same time, so the form
 * tells no one which addresses have accounts, and no second account: its owner is mailed
 * instead (the confirmation link again while it is unconfirmed, so a registration retried
 * after a lost answer ends as the first would have; otherwise how to log in), at most once
 * an hour.
 */
export async function registerMember({ payload, input, request }: MutationContext<RegisterInput>): Promise<JsonAnswer> {
  const started = performance.now()
  const locale = requestLocale(request)
  const answer = ok(
    {
      account: { first_name: input.first_name, last_name: input.last_name, email: input.email },
      verification: 'sent',
    },
    201,
  )
  if (!(await isEmailTaken(payload, input.email))) {
    try {
      const created = await payload.create({
        collection: 'members',
        ...asSystem('beforeSignIn'),
        depth: 0,
        data: { email: input.email, password: input.password, firstName: input.first_name, lastName: input.last_name },
        // The confirmation mail is written in the language of the page the member registered on.
        context: { locale },
      })
      getLogger().info({ memberId: created.id }, 'member registered')
      await answerNoSoonerThan(started, REGISTER_ANSWER_FLOOR_MS)
      return answer
    } catch (error) {
      // Two registrations of one address racing: the second is answered as a taken address.
      if (!(statusOf(error) === 400 && (await isEmailTaken(payload, input.email)))) throw error
    }
  }
  await mailAddressOwner(payload, input.email, locale)
  await answerNoSoonerThan(started, REGISTER_ANSWER_FLOOR_MS)
  return answer
}

/**
 * The confirmation link again, for an account that is not confirmed yet. Always the same
 * answer in the same time, whether or not the address has an account (or one already
 * confirmed), so the form tells no one which addresses have accounts. Mails to one address
 * share the hourly cap of the mails a repeated registration sends.
 */
export async function resendVerification({
  payload,
  input,
  request,
}: MutationContext<Infer<typeof resendVerificationSchema>>): Promise<JsonAnswer> {
  const started = performance.now()
  const found = await payload.find({
    collection: 'members',
    where: { email: { equals: input.email } },
    depth: 0,
    limit: 1,
    ...asSystem('beforeSignIn'),
    showHiddenFields: true,
  })
  const member = found.docs[0]
  if (
    member &&
    member._verified === false &&
    member._verificationToken &&
    (await isWithinLimit('accounts.registerNotice', hashToken(input.email)))
  ) {
    const mail = verificationMail(member.firstName, member._verificationToken, requestLocale(request))
    await payload.sendEmail({ to: input.email, subject: mail.subject, text: mail.text })
    getLogger().info({ memberId: member.id }, 'confirmation link sent again')
  }
  await answerNoSoonerThan(started, REGISTER_ANSWER_FLOOR_MS)
  return ok({ message: ACCOUNT_MESSAGES.verificationResent })
}

/** The owner of a registered address, mailed at most once an hour however often it is registered again. */
async function mailAddressOwner(payload: Payload, email: string, locale: Locale): Promise<void> {
  const owner = await accountWithEmail(payload, email)
  if (!owner || !(await isWithinLimit('accounts.registerNotice', hashToken(email)))) return
  const mail =
    owner._verified === false && owner._verificationToken && owner.email === email
      ? verificationMail(owner.firstName, owner._verificationToken, locale)
      : addressTakenMail(owner.firstName, locale)
  await payload.sendEmail({ to: email, subject: mail.subject, text: mail.text })
}

/**
 * Confirms an address from an emailed link: a new account's, or a changed address waiting
 * for confirmation (which then replaces the old one).
 */
export async function confirmEmail({
  payload,
  input,
}: MutationContext<Infer<typeof tokenSchema>>): Promise<JsonAnswer> {
  const verified = await payload.verifyEmail({ collection: 'members', token: input.token }).catch(() => false)
  if (verified) return ok({ confirmed: 'account' })

  // The collection's access opens the one account whose new address this link confirms.
  const link = holding({ kind: 'emailChange', tokenHash: hashToken(input.token) })
  const found = await payload.find({ collection: 'members', depth: 0, limit: 1, ...link })
  const member = found.docs[0]
  const expiresAt = member?.pendingEmailExpiresAt ? Date.parse(member.pendingEmailExpiresAt) : 0
  if (!member?.pendingEmail || expiresAt < Date.now()) throw AppError.invalid({ token: ACCOUNT_MESSAGES.tokenInvalid })
  if (await isEmailTaken(payload, member.pendingEmail, member.id)) {
    throw AppError.invalid({ token: ACCOUNT_MESSAGES.emailTaken })
  }
  await payload.update({
    collection: 'members',
    id: member.id,
    ...link,
    data: { email: member.pendingEmail, pendingEmail: null, pendingEmailTokenHash: null, pendingEmailExpiresAt: null },
  })
  return ok({ confirmed: 'email', email: member.pendingEmail })
}
