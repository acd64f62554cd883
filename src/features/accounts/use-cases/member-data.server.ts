import 'server-only'

import { ok, type JsonAnswer, requestLocale } from '@/lib/api-response'
import { getLogger } from '@/lib/logger'
import { asCaller, requireMember } from '@/lib/member-auth'
import type { MutationContext } from '@/lib/mutation-context'
import type { Infer } from '@/lib/zod'

import { accountDeletedMail } from '../emails'
import type { deleteAccountSchema } from '../schema'

import { ownReviewsOf } from '@/access/own-reviews'

import { readMember, confirmPassword, accountOf } from './member-records.server'
import { asSystem } from '@/lib/as-system'

/** Everything Candor keeps about the member, as one JSON document to take away. */
export async function exportMemberData({ payload, member }: MutationContext<undefined>): Promise<JsonAnswer> {
  const signedIn = requireMember(member)
  const me = await readMember(payload, signedIn)
  const [reviews, reports] = await Promise.all([
    payload.find({ collection: 'reviews', ...ownReviewsOf(signedIn), pagination: false, depth: 0 }),
    payload.find({
      collection: 'reports',
      where: { owner: { equals: me.id } },
      pagination: false,
      depth: 0,
      ...asCaller(signedIn),
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
        experience_year: doc.experienceYear ?? null,
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
  request,
}: MutationContext<Infer<typeof deleteAccountSchema>>): Promise<JsonAnswer> {
  const me = requireMember(member)
  await confirmPassword(payload, me.email, input.password, 'password')
  const account = await readMember(payload, me)
  const reviews = await payload.find({
    collection: 'reviews',
    where: { member: { equals: me.id } },
    pagination: false,
    depth: 0,
    select: { status: true },
    ...asSystem('ownAccount'),
  })
  // One review at a time, each through its hooks (rating totals, figures, plan pages): a bulk
  // change by `where` would send its rows' queries at once on one PostgreSQL connection.
  for (const review of reviews.docs) {
    if (input.published_reviews === 'keep' && review.status === 'published') {
      await payload.update({
        collection: 'reviews',
        id: review.id,
        ...asSystem('ownAccount'),
        data: { member: null, email: 'deleted-account@candor.invalid', displayName: 'Former member' },
      })
    } else {
      await payload.delete({ collection: 'reviews', id: review.id, ...asSystem('ownAccount') })
    }
  }
  // Reports have no hooks: one statement.
  await payload.db.deleteMany({ collection: 'reports', where: { owner: { equals: me.id } } })
  await payload.delete({ collection: 'members', id: me.id, ...asSystem('ownAccount') })
  const mail = accountDeletedMail(account.firstName, requestLocale(request))
  await payload.sendEmail({ to: account.email, subject: mail.subject, text: mail.text })
  getLogger().info({ memberId: me.id, publishedReviews: input.published_reviews }, 'member deleted')
  return ok({ deleted: true })
}
