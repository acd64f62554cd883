'use client'

import { useState, type ReactNode } from 'react'

import { TableScroll } from '@/components/ui/table-scroll'
import type { SortKey } from '@/features/plans'

/** A column that sorts, with its words already in the page's language. */
export type SortColumn = {
  key: SortKey
  label: string
  direction: 'ascending' | 'descending'
  /** Read after the label: ", sort by …". */
  sortBy: string
  /** Read after the caption while this column sorts: "(sorted by …)". */
  sortedBy: string
}

/** One insurer's row: its cells, rendered on the server, and whether it still sells. */
export type SortableRow = { nid: number; stillSelling: boolean; cells: ReactNode }

/**
 * The insurer table's sorting and its "still selling" filter. Everything shown was rendered
 * on the server, words and figures alike, and each order is worked out there too: the
 * browser only chooses which order of rows to show, so no catalogue or figure code loads.
 */
export function SortableInsurerTable({
  note,
  stillSellingLabel,
  caption,
  metalsLabel,
  columns,
  orders,
  rows,
  initialSort,
}: {
  note: string
  /** The filter's label when some insurers no longer sell here; otherwise there is no filter. */
  stillSellingLabel: string | null
  caption: string
  metalsLabel: string
  columns: SortColumn[]
  /** For each sort, the rows' nids in that order. */
  orders: Record<SortKey, number[]>
  rows: SortableRow[]
  initialSort: SortKey
}) {
  const [sort, setSort] = useState<SortKey>(initialSort)
  const [stillSellingOnly, setStillSellingOnly] = useState(false)
  const byNid = new Map(rows.map((row) => [row.nid, row]))
  const shown = orders[sort]
    .map((nid) => byNid.get(nid))
    .filter((row): row is SortableRow => row !== undefined && (!stillSellingOnly || row.stillSelling))
  const current = columns.find((column) => column.key === sort)
  return (
    <>
      <p className="find-page__note">{note}</p>
      {stillSellingLabel !== null ? (
        <label className="check-option">
          <input type="checkbox" checked={stillSellingOnly} onChange={() => setStillSellingOnly(!stillSellingOnly)} />{' '}
          {stillSellingLabel}
        </label>
      ) : null}
      <TableScroll label={caption}>
        <table className="options-table insurer-table">
          <caption>
            {caption} <span className="visually-hidden">{current?.sortedBy}</span>
          </caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" aria-sort={sort === column.key ? column.direction : undefined}>
                  <button
                    type="button"
                    className="insurer-table__sort"
                    aria-pressed={sort === column.key}
                    onClick={() => setSort(column.key)}
                  >
                    {column.label}
                    <span className="visually-hidden">, {column.sortBy}</span>
                    <span aria-hidden="true" className="insurer-table__arrow">
                      {sort !== column.key ? '↕' : column.direction === 'ascending' ? '▲' : '▼'}
                    </span>
                  </button>
                </th>
              ))}
              <th scope="col">{metalsLabel}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.nid}>{row.cells}</tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  )
}
