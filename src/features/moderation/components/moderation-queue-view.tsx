import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import Link from 'next/link'

import { can } from '@/access/permissions'
import { US_STATE_NAMES } from '@/lib/us-states'

import { loadModerationQueue, parseQueueFilters } from '../queue.server'
import { SIGNALS } from '../signals'
import { adminTemplateProps } from '@/lib/admin-template'

const RATINGS = ['terrible', 'bad', 'okay', 'good', 'great']

/** `/admin/moderation`: the reviews waiting for a check, oldest first, with their clock and signals. */
export async function ModerationQueueView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  const template = adminTemplateProps(props)
  if (!can(req.user, 'reviews.read')) {
    return (
      <DefaultTemplate {...template}>
        <Gutter>
          <h1>Moderation queue</h1>
          <p>Only moderators, policy reviewers and admins see the moderation queue.</p>
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
        <h1>Moderation queue</h1>
        <p>
          {items.length} {items.length === 1 ? 'review is' : 'reviews are'} waiting for a check, oldest first
          {overdue > 0 ? `; ${overdue} past the two-business-day promise` : ''}. Business days skip weekends and US
          federal holidays. Each review needs an editorial check (moderator) and a policy check (policy reviewer) by two
          different people. <Link href="/admin/moderation/figures">Moderation figures</Link>
        </p>
        <form method="get" className="moderation__filters" aria-label="Filter the queue">
          <label>
            State
            <select name="state" defaultValue={filters.state ?? ''}>
              <option value="">All states</option>
              {Object.entries(US_STATE_NAMES).map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <label>
            Plan (nid)
            <input name="plan" inputMode="numeric" defaultValue={filters.plan ?? ''} size={8} />
          </label>
          <label>
            Overall rating
            <select name="rating" defaultValue={filters.rating ?? ''}>
              <option value="">Any rating</option>
              {RATINGS.map((rating) => (
                <option key={rating} value={rating}>
                  {rating}
                </option>
              ))}
            </select>
          </label>
          <label>
            Signal
            <select name="signal" defaultValue={filters.signal ?? ''}>
              <option value="">Any or none</option>
              {Object.entries(SIGNALS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <button type="submit">Filter</button>
          <Link href="/admin/moderation">Clear</Link>
        </form>
        {items.length === 0 ? (
          <p>Nothing is waiting. Every review received has had both checks.</p>
        ) : (
          <table className="moderation__table">
            <caption className="sr-only">Reviews waiting for a check</caption>
            <thead>
              <tr>
                <th scope="col">Received</th>
                <th scope="col">Waiting</th>
                <th scope="col">Plan</th>
                <th scope="col">Overall</th>
                <th scope="col">Checks</th>
                <th scope="col">Signals</th>
                <th scope="col">Review</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id} data-overdue={item.clock.isOverdue || undefined}>
                  <td>{new Date(item.receivedAt).toLocaleString('en-US', { timeZone: 'America/New_York' })}</td>
                  <td>
                    {item.clock.elapsed} business {item.clock.elapsed === 1 ? 'day' : 'days'}; due {item.clock.dueDay}
                    {item.clock.isOverdue ? <strong> (overdue)</strong> : null}
                  </td>
                  <td>
                    {item.issuer ?? `Plan ${item.plan}`} ({item.state ?? '?'}, nid {item.plan})
                  </td>
                  <td>{item.overallRating}</td>
                  <td>
                    Editorial: {item.editorialDecision ?? 'waiting'}; policy: {item.policyDecision ?? 'waiting'}
                    {item.reportCount > 0 ? (
                      <>
                        <br />
                        Reported by readers {item.reportCount}×{item.isPublished ? ', still visible' : ', hidden'}
                      </>
                    ) : null}
                  </td>
                  <td>{item.signals.length > 0 ? item.signals.map((signal) => SIGNALS[signal]).join('; ') : 'none'}</td>
                  <td>
                    <details>
                      <summary>{item.displayName}: read the review, private note included</summary>
                      <p>{item.publicMessage}</p>
                      <p>
                        <em>Private note to the insurer:</em> {item.privateMessage || 'none'}
                      </p>
                    </details>
                    <Link href={`/admin/collections/reviews/${item.id}`}>Check this review</Link>
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
