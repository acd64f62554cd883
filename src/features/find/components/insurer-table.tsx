'use client'

import { useMessages } from '@/components/ui/locale'
import { useMemo, useState, type ReactNode } from 'react'

import { AppLink } from '@/components/ui/app-link'
import { TableScroll } from '@/components/ui/table-scroll'
import {
  DEFAULT_SORT,
  filterInsurers,
  NO_FILTERS,
  sortInsurers,
  type InsurerSummary,
  type SortKey,
} from '@/features/plans'
import { insurerFigures as insurerFiguresEn } from '@/messages/en/insurerFigures'
import { insurerFigures as insurerFiguresEs } from '@/messages/es/insurerFigures'
import { amounts as amountsEn } from '@/messages/en/amounts'
import { amounts as amountsEs } from '@/messages/es/amounts'

import { DenialRate, formatRange, MemberScore, metalList, StarsOrReason, type FigureWords } from './insurer-figures'

/** The columns of the table, each with the sort it offers. */
const columnsOf = (
  m: typeof insurerFiguresEn,
): { key: SortKey; label: string; direction: 'ascending' | 'descending' }[] => [
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
  denialNotes,
}: {
  insurers: InsurerSummary[]
  caption: string
  /**
   * For lists across states (the search by name): the names of the insurers' states, by
   * code, looked up on the server; each insurer's state is then shown under its name.
   */
  stateLabels?: Record<string, string>
  /** CMS's caveats on the denial rates, by nid, rendered on the server (`claimsCaveatNotes`). */
  denialNotes?: Record<number, ReactNode>
}) {
  const m = useMessages(insurerFiguresEn, insurerFiguresEs)
  const words = useFigureWords()
  const [sort, setSort] = useState<SortKey>(DEFAULT_SORT)
  const [stillSelling, setStillSelling] = useState(false)
  // The year some of these insurers stopped selling, when any did: the filter that leaves them out names it.
  const leftIn = insurers.find((row) => row.notSellingIn !== null)?.notSellingIn ?? null
  const rows = useMemo(
    () => sortInsurers(stillSelling ? filterInsurers(insurers, { ...NO_FILTERS, stillSelling }) : insurers, sort),
    [insurers, sort, stillSelling],
  )
  return (
    <>
      <p className="find-page__note">
        {m.orderNote} {m.tableSortHint}
      </p>
      {leftIn !== null ? (
        <label className="check-option">
          <input type="checkbox" checked={stillSelling} onChange={() => setStillSelling(!stillSelling)} />{' '}
          {m.stillSellingLabel(leftIn)}
        </label>
      ) : null}
      <TableScroll label={caption}>
        <table className="options-table insurer-table">
          <caption>
            {caption} <span className="visually-hidden">{m.tableSortedBy(m.sortPhrases[sort])}</span>
          </caption>
          <thead>
            <tr>
              {columnsOf(m).map((column) => (
                <th key={column.key} scope="col" aria-sort={sort === column.key ? column.direction : undefined}>
                  <button
                    type="button"
                    className="insurer-table__sort"
                    aria-pressed={sort === column.key}
                    onClick={() => setSort(column.key)}
                  >
                    {column.label}
                    <span className="visually-hidden">, {m.tableSortBy(m.sortPhrases[column.key])}</span>
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
                  <AppLink href={`/plans/${insurer.nid}`} translate="no">
                    {insurer.name}
                  </AppLink>
                  {insurer.notSellingIn !== null ? (
                    <span className="options-table__id">{m.notSellingIn(insurer.notSellingIn)}</span>
                  ) : null}
                  {stateLabels ? (
                    <span className="options-table__id">{stateLabels[insurer.state] ?? insurer.state}</span>
                  ) : null}
                </th>
                <td>
                  <StarsOrReason
                    measure={insurer.cms?.overall ?? null}
                    isPublished={insurer.cms !== null}
                    words={words}
                  />
                </td>
                <td>
                  <MemberScore member={insurer.member} words={words} />
                </td>
                <td>
                  <DenialRate insurer={insurer} words={words} />
                  {denialNotes?.[insurer.nid]}
                </td>
                <td>{formatRange(insurer.deductible, words)}</td>
                <td>
                  {metalList(insurer.metalLevels, words)}
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

/** The words of the insurer figures in the page's language, for client components. */
export function useFigureWords(): FigureWords {
  return {
    m: useMessages(insurerFiguresEn, insurerFiguresEs),
    amounts: useMessages(amountsEn, amountsEs),
  }
}
