import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import Link from 'next/link'

import { can } from '@/access/permissions'
import { INTL_LOCALE } from '@/lib/i18n'
import { US_STATE_NAMES } from '@/lib/us-states'

import { loadModerationQueue, parseQueueFilters } from '../queue.server'
import { adminTemplateProps } from '@/lib/admin-template'
import { adminLocale, messagesForAdmin } from '@/messages'

const RATINGS = ['terrible', 'bad', 'okay', 'good', 'great']

/** `/admin/moderation`: the reviews waiting for a check, oldest first, with their clock and signals. */
export async function ModerationQueueView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  const language = adminLocale(req.i18n.language)
  const m = messagesForAdmin(language).staff
  const template = adminTemplateProps(props)
  if (!can(req.user, 'reviews.read')) {
    return (
      <DefaultTemplate {...template}>
        <Gutter>
          <h1>{m.queueTitle}</h1>
          <p>{m.queueNotAllowed}</p>
        </Gutter>
      </DefaultTemplate>
    )
  }
  const filters = parseQueueFilters(props.searchParams ?? {})
  const items = await loadModerationQueue(req.payload, req, filters)
  const overdue = items.filter((item) => item.clock.isOverdue).length

  return (
    <DefaultTemplate {...template}>
      <Gutter className="moderation">
        <h1>{m.queueTitle}</h1>
        <p>
          {m.queueLead(items.length, overdue)} <Link href="/admin/moderation/figures">{m.figuresLink}</Link>
        </p>
        <form method="get" className="moderation__filters" aria-label={m.filtersLabel}>
          <label>
            {m.stateFilter}
            <select name="state" defaultValue={filters.state ?? ''}>
              <option value="">{m.allStates}</option>
              {Object.entries(US_STATE_NAMES).map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <label>
            {m.planFilter}
            <input name="plan" inputMode="numeric" defaultValue={filters.plan ?? ''} size={8} />
          </label>
          <label>
            {m.ratingFilter}
            <select name="rating" defaultValue={filters.rating ?? ''}>
              <option value="">{m.anyRating}</option>
              {RATINGS.map((rating) => (
                <option key={rating} value={rating}>
                  {rating}
                </option>
              ))}
            </select>
          </label>
          <label>
            {m.signalFilter}
            <select name="signal" defaultValue={filters.signal ?? ''}>
              <option value="">{m.anySignal}</option>
              {Object.entries(m.signals).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <button type="submit">{m.filter}</button>
          <Link href="/admin/moderation">{m.clear}</Link>
        </form>
        {items.length === 0 ? (
          <p>{m.queueEmpty}</p>
        ) : (
          <table className="moderation__table">
            <caption className="sr-only">{m.queueCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{m.receivedColumn}</th>
                <th scope="col">{m.waitingColumn}</th>
                <th scope="col">{m.planColumn}</th>
                <th scope="col">{m.overallColumn}</th>
                <th scope="col">{m.checksColumn}</th>
                <th scope="col">{m.signalsColumn}</th>
                <th scope="col">{m.reviewColumn}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id} data-overdue={item.clock.isOverdue || undefined}>
                  <td>
                    {new Date(item.receivedAt).toLocaleString(INTL_LOCALE[language], { timeZone: 'America/New_York' })}
                  </td>
                  <td>
                    {m.waiting(item.clock.elapsed, item.clock.dueDay)}
                    {item.clock.isOverdue ? <strong> {m.overdue}</strong> : null}
                  </td>
                  <td>{m.planLine(item.issuer ?? m.planFallback(item.plan), item.state ?? '?', item.plan)}</td>
                  <td>{item.answers.overallRating}</td>
                  <td>
                    {m.checks(item.editorialDecision ?? m.checkWaiting, item.policyDecision ?? m.checkWaiting)}
                    {item.reportCount > 0 ? (
                      <>
                        <br />
                        {m.reportedByReaders(item.reportCount, item.isPublished)}
                      </>
                    ) : null}
                  </td>
                  <td>
                    {item.signals.length > 0 ? item.signals.map((signal) => m.signals[signal]).join('; ') : m.none}
                  </td>
                  <td>
                    <details>
                      <summary>{m.readReview(item.answers.displayName ?? '')}</summary>
                      <p>{item.answers.publicMessage}</p>
                      <p>
                        <em>{m.privateNote}</em> {item.answers.privateMessage || m.none}
                      </p>
                    </details>
                    <Link href={`/admin/collections/reviews/${item.id}`}>{m.checkReview}</Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
