import { TableScroll } from '@/components/ui/table-scroll'
import { getMessages } from '@/platform/locale.server'
import type { Messages } from '@/messages'

import type { ModerationStats } from '../fairness.server'

type Words = Messages['moderationFigures']

const percent = (part: number, whole: number, m: Words) =>
  whole === 0 ? m.noneYet : m.percent(Math.round((part / whole) * 100))

function hoursText(hours: number | null, m: Words): string {
  if (hours === null) return m.noDecisionsYet
  if (hours < 48) return m.hours(Math.round(hours))
  return m.days((hours / 24).toFixed(1))
}

/**
 * The moderation figures of the last 12 months: received, published and rejected by star
 * rating and by reason, and the median time to a decision. Shown to the public and, with
 * more detail beside it, to staff, in the language of the page (or of the admin, as `language`).
 */
export async function ModerationFigures({ stats, language }: { stats: ModerationStats; language?: Messages }) {
  const messages = language ?? (await getMessages())
  const m = messages.moderationFigures
  const reasons = messages.guidelines.rejectReasons
  const decided = stats.totals.published + stats.totals.rejected
  return (
    <div className="moderation-figures">
      <dl className="moderation-figures__totals">
        <div>
          <dt>{m.received}</dt>
          <dd>{stats.totals.received}</dd>
        </div>
        <div>
          <dt>{m.published}</dt>
          <dd>{stats.totals.published}</dd>
        </div>
        <div>
          <dt>{m.rejected}</dt>
          <dd>{stats.totals.rejected}</dd>
        </div>
        <div>
          <dt>{m.pending}</dt>
          <dd>{stats.totals.pending}</dd>
        </div>
        <div>
          <dt>{m.medianTime}</dt>
          <dd>{hoursText(stats.medianHoursToDecision, m)}</dd>
        </div>
      </dl>
      <TableScroll label={m.byRating}>
        <table className="moderation-figures__table">
          <caption>{m.byRating}</caption>
          <thead>
            <tr>
              <th scope="col">{m.ratingColumn}</th>
              <th scope="col">{m.receivedColumn}</th>
              <th scope="col">{m.publishedColumn}</th>
              <th scope="col">{m.rejectedColumn}</th>
              <th scope="col">{m.shareColumn}</th>
            </tr>
          </thead>
          <tbody>
            {stats.byRating.map((row, index) => (
              <tr key={row.rating}>
                <th scope="row">{m.ratingRow(index + 1, row.rating)}</th>
                <td>{row.received}</td>
                <td>{row.published}</td>
                <td>{row.rejected}</td>
                <td>{percent(row.rejected, row.published + row.rejected, m)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <TableScroll label={m.byReason}>
        <table className="moderation-figures__table">
          <caption>{m.byReason}</caption>
          <thead>
            <tr>
              <th scope="col">{m.reasonColumn}</th>
              <th scope="col">{m.reviewsColumn}</th>
            </tr>
          </thead>
          <tbody>
            {stats.rejectedByReason.map((row) => (
              <tr key={row.reason}>
                <th scope="row">{reasons[row.reason] ?? row.label}</th>
                <td>{row.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <p className="moderation-figures__note">{m.decided(decided)}</p>
    </div>
  )
}
