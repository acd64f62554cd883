import type { Payload } from 'payload'

import { asSystem } from '@/lib/as-system'
import { getLogger } from '@/lib/logger'
import { removeDeliveredMailTo } from '@/platform/mail-queue.server'
import type { SignedInMember } from '@/platform/member-auth'
import type { Locale } from '@/lib/i18n'
import type { Member } from '@/payload-types'

import { accountDeletedMail } from '../emails'
import type { ForgetChoice } from '../member-data-part'

import { accountOf, confirmPassword, readMember } from './member-records.server'

/** The account's own part of "export my data": the account and its saved plans. */
export async function exportAccount(payload: Payload, member: SignedInMember) {
  const me = await readMember(payload, member)
  return {
    account: {
      ...accountOf(me),
      pending_email: me.pendingEmail ?? null,
      email_confirmed: Boolean(me._verified),
      created_at: me.createdAt,
      updated_at: me.updatedAt,
    },
    saved_plans: me.savedPlans ?? [],
  }
}

/**
 * The first step of deleting an account: the password, checked again. Nothing is erased when
 * it is wrong. Answers the account as it stands, for the last mail.
 */
export async function confirmAccountDeletion(
  payload: Payload,
  member: SignedInMember,
  password: string,
): Promise<Member> {
  await confirmPassword(payload, member.email, password, 'password')
  return await readMember(payload, member)
}

/**
 * The last step: the account itself goes, with the words of the mails already delivered to it
 * (confirmation and reset links among them; mail still on its way keeps its text until it is
 * delivered), and its owner gets one mail saying so.
 */
export async function deleteAccount(
  payload: Payload,
  account: Member,
  choice: ForgetChoice,
  locale: Locale,
): Promise<void> {
  await payload.delete({ collection: 'members', id: account.id, ...asSystem('ownAccount') })
  await removeDeliveredMailTo(payload, account.email)
  const mail = accountDeletedMail(account.firstName, locale)
  await payload.sendEmail({ to: account.email, subject: mail.subject, text: mail.text })
  getLogger().info({ memberId: account.id, publishedReviews: choice.publishedReviews }, 'member deleted')
}
