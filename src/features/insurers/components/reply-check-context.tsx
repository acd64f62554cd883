import type { I18nClient } from '@payloadcms/translations'
import type { Payload, TypedUser } from 'payload'

import { can } from '@/access/permissions'
import { namePlans } from '@/features/plans/server'
import { asSystem } from '@/lib/as-system'
import { INTL_LOCALE } from '@/lib/i18n'
import { stateName } from '@/lib/us-states'
import { adminLocale, messagesForAdmin } from '@/messages'

import { nameIssuers } from '../issuer-names.server'
import { READ_IN_RECORDED_ACTION } from '../review-reads.server'
import { idOf } from '../inbox-review.server'

type Props = {
  payload: Payload
  i18n?: Pick<I18nClient, 'language'>
  user?: TypedUser | null
  data?: { review?: unknown; author?: unknown; decidedBy?: unknown; issuerId?: unknown }
}

type Face = keyof ReturnType<typeof messagesForAdmin>['reviewWizard']['faces']

/**
 * Beside an insurer's reply in the admin: the review it answers (its plan, all four ratings,
 * the year and the text) and who wrote the reply for which company, with what a policy
 * reviewer checks. The review is read with the reader's own access; the names of the staff
 * accounts, which only admins may read, are read for those who check replies.
 */
export async function ReplyCheckContext({ payload, i18n, user, data }: Props) {
  const language = adminLocale(i18n?.language)
  const words = messagesForAdmin(language)
  const m = words.staff
  const reviewId = idOf(data?.review)
  const review =
    reviewId === null
      ? null
      : await payload
          .findByID({
            collection: 'reviews',
            id: reviewId,
            depth: 0,
            overrideAccess: false,
            user: user ?? null,
            // An insurer reading its own reply reads its review as part of it.
            context: { [READ_IN_RECORDED_ACTION]: true },
          })
          .catch(() => null)
  const checks = can(user, 'reviews.checkPolicy') || can(user, 'reviews.read')
  const nameOf = async (value: unknown) => {
    const id = idOf(value)
    if (id === null || !checks) return null
    const account = await payload
      .findByID({ collection: 'users', id, depth: 0, ...asSystem('staffTool') })
      .catch(() => null)
    return account ? account.name || account.email : null
  }
  const [author, decider] = await Promise.all([nameOf(data?.author), nameOf(data?.decidedBy)])
  const issuerId = typeof data?.issuerId === 'string' ? data.issuerId : null
  const company = issuerId ? (await nameIssuers(payload, [issuerId])).get(issuerId) : undefined
  const plan = review ? (await namePlans(payload, [review.plan])).get(review.plan) : undefined
  const date = (iso: string) =>
    new Date(iso).toLocaleDateString(INTL_LOCALE[language], { dateStyle: 'medium', timeZone: 'America/New_York' })
  const face = (value: string | null | undefined) =>
    value ? (words.reviewWizard.faces[value as Face] ?? value) : words.insurerInbox.noRating

  return (
    <section className="reply-check" aria-labelledby="reply-check-heading">
      <h2 id="reply-check-heading">{m.replyCheckHeading}</h2>
      <p>
        {m.replyWrittenBy(
          author ?? m.replyAuthorUnknown,
          company ? `${company.name}, ${stateName(company.state, language)}` : (issuerId ?? '?'),
        )}
      </p>
      {decider ? <p>{m.replyCheckedBy(decider)}</p> : null}
      {review ? (
        <>
          <h3>{m.replyReviewHeading}</h3>
          <p className="reply-check__meta">
            {[
              plan
                ? `${plan}${review.planSnapshot?.state ? `, ${stateName(review.planSnapshot.state, language)}` : ''}`
                : null,
              words.insurerInbox.by(review.displayName),
              review.publishedAt ? words.insurerInbox.published(date(review.publishedAt)) : null,
              review.experienceYear ? words.reviewList.reviewsMemberIn(review.experienceYear) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <dl className="insurer-inbox__ratings">
            {(
              [
                [words.insurerInbox.overallLabel, review.overallRating],
                [words.reviewWizard.accessToCare, review.accessToCareRating],
                [words.reviewWizard.customerService, review.customerServiceRating],
                [words.reviewWizard.priceTransparency, review.priceTransparencyRating],
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{face(value)}</dd>
              </div>
            ))}
          </dl>
          <blockquote className="insurer-inbox__sent">{review.publicMessage}</blockquote>
        </>
      ) : (
        <p>{m.replyReviewMissing}</p>
      )}
      <h3>{m.replyCheckWhat}</h3>
      <ul>
        {m.replyCheckList.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>{m.replyCheckThen}</p>
    </section>
  )
}
