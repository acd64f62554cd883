import 'server-only'

import { ok, requestLocale, type JsonAnswer } from '@/lib/api-response'
import { AppError } from '@/lib/errors'
import { getLogger } from '@/lib/logger'
import type { MutationContext } from '@/lib/mutation'
import type { Infer } from '@/lib/zod'

import { ACCOUNT_MESSAGES, type RegisterInput, type tokenSchema } from '../schema'

import { statusOf, hashToken, accountOf, isEmailTaken } from './member-records.server'

/** Register: the account is made unconfirmed, and Payload mails the confirmation link. */
export async function registerMember({ payload, input, request }: MutationContext<RegisterInput>): Promise<JsonAnswer> {
  if (await isEmailTaken(payload, input.email)) throw AppError.invalid({ email: ACCOUNT_MESSAGES.emailTaken })
  try {
    const created = await payload.create({
      collection: 'members',
      overrideAccess: true,
      depth: 0,
      data: { email: input.email, password: input.password, firstName: input.first_name, lastName: input.last_name },
      // The confirmation mail is written in the language of the page the member registered on.
      context: { locale: requestLocale(request) },
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
}: MutationContext<Infer<typeof tokenSchema>>): Promise<JsonAnswer> {
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
