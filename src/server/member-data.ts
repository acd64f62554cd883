import { confirmAccountDeletion, deleteAccount, exportAccount, type MemberDataPart } from '@/features/accounts/server'
import { memberCareListData } from '@/features/marketplace/server'
import { memberReportsData } from '@/features/reports/server'
import { memberHelpfulMarksData, memberReviewsData } from '@/features/reviews/server'
import { ok, requestLocale, type JsonAnswer } from '@/lib/api-response'
import { requireMember } from '@/platform/member-auth'
import type { MutationContext } from '@/platform/mutation-context'
import type { Infer } from '@/lib/zod'
import type { deleteAccountSchema } from '@/features/accounts'

/**
 * Every feature's share of a member's data, in the order of the export. A feature that comes
 * to store something of a member adds its part here; the account itself is first and last.
 */
const MEMBER_DATA_PARTS: readonly MemberDataPart[] = [
  memberReviewsData,
  memberHelpfulMarksData,
  memberReportsData,
  memberCareListData,
]

/** "Export my data": everything Candor keeps about the member, as one JSON document to take away. */
export async function exportMemberData({ payload, member }: MutationContext<undefined>): Promise<JsonAnswer> {
  const me = requireMember(member)
  const [account, ...parts] = await Promise.all([
    exportAccount(payload, me),
    ...MEMBER_DATA_PARTS.map((part) => part.exportFor(payload, me)),
  ])
  return ok({
    exported_at: new Date().toISOString(),
    ...account,
    ...Object.fromEntries(MEMBER_DATA_PARTS.map((part, index) => [part.key, parts[index]])),
  })
}

/**
 * Deletes the account and its personal data once the password is confirmed: each feature's
 * part (published reviews deleted or kept as their public text and ratings alone, as the member
 * chose), then the account and its delivered mails' words, then one mail to its owner.
 */
export async function deleteMember({
  payload,
  input,
  member,
  request,
}: MutationContext<Infer<typeof deleteAccountSchema>>): Promise<JsonAnswer> {
  const me = requireMember(member)
  const account = await confirmAccountDeletion(payload, me, input.password)
  const choice = { publishedReviews: input.published_reviews }
  for (const part of MEMBER_DATA_PARTS) await part.forget(payload, me, choice)
  await deleteAccount(payload, account, choice, requestLocale(request))
  return ok({ deleted: true })
}
