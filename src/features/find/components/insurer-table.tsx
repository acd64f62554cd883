'use client'

import { useMemo, useState } from 'react'

import { AppLink } from '@/components/ui/app-link'
import { TableScroll } from '@/components/ui/table-scroll'
import { DEFAULT_SORT, sortInsurers, type InsurerSummary, type SortKey } from '@/features/plans/insurer-summary'
import { insurerFigures as insurerFiguresMessages } from '@/messages/en/insurerFigures'

import { DenialRate, formatRange, MemberScore, StarsOrReason } from './insurer-figures'

const m = insurerFiguresMessages

/** The columns of the table, each with the sort it offers. */
const COLUMNS: { key: SortKey; label: string; direction: 'ascending' | 'descending' }[] = [
  { key: 'name', label: m.tableInsurer, direction: 'ascending' },
  { key: 'stars', label: m.cmsRating, direction: 'descending' },
  { key: 'member', label: m.memberScore, direction: 'descending' },
  { key: 'denials', label: m.denials, direction: 'ascending' },
  { key: 'deductible', label: m.deductible, direction: 'ascending' },
]

/**
 * A list of insurer products with the figures that say something at a glance: CMS stars,
 * member score and count, claim denials and deductibles. Each column header sorts by its
 * figure (best first; missing figures last). Rendered on the server in the neutral order.
 */
export function InsurerTable({
  insurers,
  caption,
  stateLabels,
}: {
  insurers: InsurerSummary[]
  caption: string
  /**
   * For lists across states (the search by name): the names of the insurers' states, by
   * code, looked up on the server; each insurer's state is then shown under its name.
   */
  stateLabels?: Record<string, string>
}) {
  const [sort, setSort] = useState<SortKey>(DEFAULT_SORT)
  const rows = useMemo(() => sortInsurers(insurers, sort), [insurers, sort])
  return (
    <>
      <p className="find-page__note">
        {m.orderNote} {m.tableSortHint}
      </p>
      <TableScroll label={caption}>
        <table className="options-table insurer-table">
          <caption>
            {caption} <span className="visually-hidden">{m.tableSortedBy(m.sorts[sort])}</span>
          </caption>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column.key} scope="col" aria-sort={sort === column.key ? column.direction : undefined}>
                  <button
                    type="button"
                    className="insurer-table__sort"
                    aria-pressed={sort === column.key}
                    onClick={() => setSort(column.key)}
                  >
                    {column.label}
                    <span className="visually-hidden">, {m.tableSortBy(m.sorts[column.key])}</span>
                    <span aria-hidden="true" className="insurer-table__arrow">
                      {sort !== column.key ? '↕' : column.direction === 'ascending' ? '▲' : '▼'}
                    </span>
                  </button>
                </th>
              ))}
              <th scope="col">{m.metals}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((insurer) => (
              <tr key={insurer.nid}>
                <th scope="row">
                  <AppLink href={`/plans/${insurer.nid}`}>{insurer.name}</AppLink>
                  {stateLabels ? (
                    <span className="options-table__id">{stateLabels[insurer.state] ?? insurer.state}</span>
                  ) : null}
                </th>
                <td>
                  <StarsOrReason measure={insurer.cms?.overall ?? null} isPublished={insurer.cms !== null} />
                </td>
                <td>
                  <MemberScore member={insurer.member} />
                </td>
                <td>
                  <DenialRate rate={insurer.denialRate} />
                </td>
                <td>{formatRange(insurer.deductible)}</td>
                <td>
                  {insurer.metalLevels.join(', ')}
                  <span className="options-table__id">{m.planCount(insurer.planCount)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  )
}
