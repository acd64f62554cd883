import { TableScroll } from '@/components/ui/table-scroll'

import type { ModerationStats } from '../fairness.server'

const percent = (part: number, whole: number) => (whole === 0 ? 'none yet' : `${Math.round((part / whole) * 100)}%`)

function hoursText(hours: number | null): string {
  if (hours === null) return 'no decisions yet'
  if (hours < 48) return `${Math.round(hours)} ${Math.round(hours) === 1 ? 'hour' : 'hours'}`
  return `${(hours / 24).toFixed(1)} days`
}

/**
 * The moderation figures of the last 12 months: received, published and rejected by star
 * rating and by reason, and the median time to a decision. Shown to the public and, with
 * more detail beside it, to staff.
 */
export function ModerationFigures({ stats }: { stats: ModerationStats }) {
  const decided = stats.totals.published + stats.totals.rejected
  return (
    <div className="moderation-figures">
      <dl className="moderation-figures__totals">
        <div>
          <dt>Reviews received</dt>
          <dd>{stats.totals.received}</dd>
        </div>
        <div>
          <dt>Published</dt>
          <dd>{stats.totals.published}</dd>
        </div>
        <div>
          <dt>Rejected</dt>
          <dd>{stats.totals.rejected}</dd>
        </div>
        <div>
          <dt>Waiting for a check</dt>
          <dd>{stats.totals.pending}</dd>
        </div>
        <div>
          <dt>Median time to a decision</dt>
          <dd>{hoursText(stats.medianHoursToDecision)}</dd>
        </div>
      </dl>
      <TableScroll label="By overall star rating">
        <table className="moderation-figures__table">
          <caption>By overall star rating</caption>
          <thead>
            <tr>
              <th scope="col">Overall rating</th>
              <th scope="col">Received</th>
              <th scope="col">Published</th>
              <th scope="col">Rejected</th>
              <th scope="col">Share rejected of those decided</th>
            </tr>
          </thead>
          <tbody>
            {stats.byRating.map((row, index) => (
              <tr key={row.rating}>
                <th scope="row">
                  {index + 1} {index === 0 ? 'star' : 'stars'} ({row.rating})
                </th>
                <td>{row.received}</td>
                <td>{row.published}</td>
                <td>{row.rejected}</td>
                <td>{percent(row.rejected, row.published + row.rejected)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <TableScroll label="Rejections by reason">
        <table className="moderation-figures__table">
          <caption>Rejections by reason</caption>
          <thead>
            <tr>
              <th scope="col">Reason</th>
              <th scope="col">Reviews</th>
            </tr>
          </thead>
          <tbody>
            {stats.rejectedByReason.map((row) => (
              <tr key={row.reason}>
                <th scope="row">{row.label}</th>
                <td>{row.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <p className="moderation-figures__note">
        {decided} {decided === 1 ? 'review was' : 'reviews were'} decided in this period.
      </p>
    </div>
  )
}
