import { randomBytes } from 'node:crypto'

import { ok, type JsonAnswer, requestLocale } from '@/lib/api-response'
import { requireMember } from '@/platform/member-auth'
import type { MutationContext } from '@/platform/mutation-context'
import type { Infer } from '@/lib/zod'

import { addressTakenMail, emailChangeMail } from '../emails'
import type { updateProfileSchema } from '../schema'

import { EMAIL_CHANGE_LIFETIME_MS, readMember, hashToken, accountOf, accountWithEmail } from './member-records.server'
import { isWithinLimit } from '@/platform/rate-limit'
import { asSystem } from '@/lib/as-system'

/**
 * Names change at once; a new email address waits for confirmation from that address. The
 * answer is the same whether or not the address is another account's, so the call tells no
 * one which addresses have accounts: that account's owner is told instead (at most once an
 * hour), by name, and no link that could confirm it is sent.
 */
export async function updateProfile({
  payload,
  input,
  member,
  request,
}: MutationContext<Infer<typeof updateProfileSchema>>): Promise<JsonAnswer> {
  const me = requireMember(member)
  const current = await readMember(payload, me)
  const changingEmail = input.email !== current.email
  const owner = changingEmail ? await accountWithEmail(payload, input.email, me.id) : null
  const token = changingEmail ? randomBytes(32).toString('base64url') : null
  const updated = await payload.update({
    collection: 'members',
    id: me.id,
    ...asSystem('ownAccount'),
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
  if (owner) {
    if (await isWithinLimit('accounts.registerNotice', hashToken(input.email))) {
      const mail = addressTakenMail(owner.firstName, requestLocale(request))
      await payload.sendEmail({ to: input.email, subject: mail.subject, text: mail.text })
    }
  } else if (token) {
    const mail = emailChangeMail(updated.firstName, token, requestLocale(request))
    await payload.sendEmail({ to: input.email, subject: mail.subject, text: mail.text })
  }
  return ok({ account: accountOf(updated), pending_email: updated.pendingEmail ?? null })
}

/** Call 7: the signed-in member's account. */
export async function accountDetails({ payload, member }: MutationContext<undefined>): Promise<JsonAnswer> {
  const me = await readMember(payload, requireMember(member))
  return ok({ account: { ...accountOf(me), pending_email: me.pendingEmail ?? null } })
}
