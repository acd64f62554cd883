import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'

import { can } from '@/access/permissions'
import { adminTemplateProps } from '@/lib/admin-template'
import { messagesForAdmin, type Messages } from '@/messages'

import { readPageViewFigures, type PageViewFigures } from '../page-views.server'

const CHART_HEIGHT = 160
const BAR_WIDTH = 18
const BAR_GAP = 6

type Words = Messages['pageViewCount']

/** The days as bars; the table below carries the same figures for every reader. */
function DailyChart({ days, m }: { days: PageViewFigures['days']; m: Words }) {
  const most = Math.max(1, ...days.map((row) => row.views))
  const width = days.length * (BAR_WIDTH + BAR_GAP)
  return (
    <svg
      className="page-views__chart"
      viewBox={`0 0 ${width} ${CHART_HEIGHT + 20}`}
      role="img"
      aria-label={m.chartLabel}
      preserveAspectRatio="none"
    >
      {days.map((row, index) => {
        const height = Math.round((row.views / most) * CHART_HEIGHT)
        const x = index * (BAR_WIDTH + BAR_GAP)
        return (
          <g key={row.day}>
            <title>{m.barTitle(row.day, row.views)}</title>
            <rect x={x} y={CHART_HEIGHT - height} width={BAR_WIDTH} height={Math.max(height, 1)} rx={2} />
            {index % 7 === 0 ? (
              <text x={x} y={CHART_HEIGHT + 15}>
                {row.day.slice(5)}
              </text>
            ) : null}
          </g>
        )
      })}
    </svg>
  )
}

/** A table of views: a day or a page, and its count; says so when there is none. */
function ViewsTable({
  caption,
  firstColumn,
  rows,
  m,
}: {
  caption: string
  firstColumn: string
  rows: { label: string; views: number }[]
  m: Words
}) {
  return (
    <table className="moderation__table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{firstColumn}</th>
          <th scope="col">{m.viewsColumn}</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={2}>{m.none}</td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={row.label}>
              <td>{row.label}</td>
              <td>{row.views}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  )
}

/** `/admin/page-views`: Candor's own count of the last 30 days, for admins and editors. */
export async function PageViewsView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  const m = messagesForAdmin(req.i18n.language).pageViewCount
  const template = adminTemplateProps(props)
  const figures = can(req.user, 'pageViews.read') ? await readPageViewFigures(req.payload) : null
  return (
    <DefaultTemplate {...template}>
      <Gutter className="page-views">
        <h1>{m.title}</h1>
        {!figures ? (
          <p>{m.notAllowed}</p>
        ) : (
          <>
            <p>{m.intro}</p>
            <p className="page-views__total">{m.total(figures.total)}</p>
            <DailyChart days={figures.days} m={m} />
            <div className="page-views__tables">
              <ViewsTable
                caption={m.chartLabel}
                firstColumn={m.dayColumn}
                m={m}
                rows={[...figures.days].reverse().map((row) => ({ label: row.day, views: row.views }))}
              />
              <ViewsTable
                caption={m.topPaths}
                firstColumn={m.pathColumn}
                m={m}
                rows={figures.topPaths.map((row) => ({ label: row.path, views: row.views }))}
              />
            </div>
          </>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
