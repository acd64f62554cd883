import type { Messages } from '@/messages'

import type { InboxItem } from '../inbox.server'
import { HandledToggle } from './handled-toggle'
import { ReplyForm } from './reply-form'

type Words = Messages
type Face = keyof Messages['reviewWizard']['faces']

/**
 * One published review in an insurer's inbox: the review as its reader wrote it (all four
 * ratings, the year, the public text and the private note) beside the insurer's answer (its
 * reply, opened on demand, and the handled mark). Side by side on a wide screen, one above the
 * other on a phone.
 */
export function InboxItemCard({
  item,
  words,
  date,
  stateName,
}: {
  item: InboxItem
  words: Words
  date: (iso: string) => string
  stateName: (code: string) => string
}) {
  const m = words.insurerInbox
  const { answers } = item
  const face = (value: string | null) => (value ? (words.reviewWizard.faces[value as Face] ?? value) : m.noRating)
  const ratings = [
    [m.overallLabel, answers.overallRating],
    [words.reviewWizard.accessToCare, answers.accessToCareRating],
    [words.reviewWizard.customerService, answers.customerServiceRating],
    [words.reviewWizard.priceTransparency, answers.priceTransparencyRating],
  ] as const
  const titleId = `inbox-${item.id}-title`
  return (
    <article aria-labelledby={titleId} className="insurer-inbox__card">
      <section className="insurer-inbox__review" aria-label={m.theReview}>
        <h2 id={titleId} className="insurer-inbox__plan">
          {m.planLine(item.issuer ?? m.planFallback(item.plan), item.state ? stateName(item.state) : '?', item.plan)}
        </h2>
        <p className="insurer-inbox__meta">
          {[
            item.publishedAt ? m.published(date(item.publishedAt)) : null,
            m.by(answers.displayName ?? ''),
            answers.experienceYear ? words.reviewList.reviewsMemberIn(answers.experienceYear) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <h3>{m.ratingsLabel}</h3>
        <dl className="insurer-inbox__ratings">
          {ratings.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{face(value)}</dd>
            </div>
          ))}
        </dl>
        <h3>{m.publicReview}</h3>
        <p className="insurer-inbox__note">{answers.publicMessage}</p>
        <h3>{m.privateNote}</h3>
        <p className="insurer-inbox__note">{answers.privateMessage || m.noNote}</p>
        <h3>{m.contact}</h3>
        <p>
          {answers.email ? (
            <>
              {m.mayContact} <a href={`mailto:${answers.email}`}>{answers.email}</a>
            </>
          ) : (
            m.noContact
          )}
        </p>
      </section>
      <section className="insurer-inbox__answer" aria-label={m.yourAnswer}>
        <h3>{m.replyHeading}</h3>
        <p>
          {item.reply ? m.replyStatus[item.reply.status] : m.replyNone}
          {item.reply?.status === 'rejected' && item.reply.rejectionReason ? (
            <>
              {' '}
              {m.replyReason}{' '}
              {words.guidelines.rejectReasons[
                item.reply.rejectionReason as keyof typeof words.guidelines.rejectReasons
              ] ?? item.reply.rejectionReason}
            </>
          ) : null}
        </p>
        {item.reply ? (
          <>
            <p className="insurer-inbox__hint">{m.replyAsSent}</p>
            <blockquote className="insurer-inbox__sent">{item.reply.body}</blockquote>
          </>
        ) : null}
        <ReplyForm
          reviewId={item.id}
          reply={item.reply}
          words={{
            replyLabel: m.replyLabel,
            replyHint: m.replyHint,
            replyCountOf: m.replyCountOf,
            replySend: m.replySend,
            replySendAgain: m.replySendAgain,
            replyWithdraw: m.replyWithdraw,
            replySent: m.replySent,
            replyOpen: m.replyOpen,
            replyEdit: m.replyEdit,
            replyClose: m.replyClose,
            saving: m.saving,
            saveFailed: m.saveFailed,
          }}
        />
        {item.handled ? <p>{m.handledOn(date(item.handled.at))}</p> : null}
        <HandledToggle
          reviewId={item.id}
          markId={item.handled?.id ?? null}
          words={{ markHandled: m.markHandled, reopen: m.reopen, saving: m.saving, saveFailed: m.saveFailed }}
        />
      </section>
    </article>
  )
}
