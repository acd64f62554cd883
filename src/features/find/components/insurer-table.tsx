import type { ReactNode } from 'react'

import { AppLink } from '@/components/ui/app-link'
import { DEFAULT_SORT, filterInsurers, NO_FILTERS, sortInsurers, type InsurerSummary } from '@/features/plans'
import type { insurerFigures as insurerFiguresEn } from '@/messages/en/insurerFigures'

import { DenialRate, formatRange, MemberScore, metalList, StarsOrReason, type FigureWords } from './insurer-figures'
import { SortableInsurerTable, type SortColumn } from './sortable-insurer-table'

/** The columns of the table, each with the sort it offers, in the page's language. */
const columnsOf = (m: typeof insurerFiguresEn): SortColumn[] =>
  (
    [
      { key: 'name', label: m.tableInsurer, direction: 'ascending' },
      { key: 'stars', label: m.cmsRating, direction: 'descending' },
      { key: 'member', label: m.memberScore, direction: 'descending' },
      { key: 'denials', label: m.denials, direction: 'ascending' },
      { key: 'deductible', label: m.deductible, direction: 'ascending' },
    ] as const
  ).map((column) => ({
    ...column,
    sortBy: m.tableSortBy(m.sortPhrases[column.key]),
    sortedBy: m.tableSortedBy(m.sortPhrases[column.key]),
  }))

/**
 * A list of insurer products with the figures that say something at a glance: CMS stars,
 * member score and count, claim denials and deductibles. Each column header sorts by its
 * figure (best first; missing figures last). The rows and every order are made here, on the
 * server, in the page's language (`words`); the browser only switches between them.
 */
export function InsurerTable({
  insurers,
  caption,
  stateLabels,
  denialNotes,
  words,
}: {
  insurers: InsurerSummary[]
  caption: string
  /**
   * For lists across states (the search by name): the names of the insurers' states, by
   * code, looked up on the server; each insurer's state is then shown under its name.
   */
  stateLabels?: Record<string, string>
  /** CMS's caveats on the denial rates, by nid (`claimsCaveatNotes`). */
  denialNotes?: Record<number, ReactNode>
  words: FigureWords
}) {
  const { m } = words
  const columns = columnsOf(m)
  // The year some of these insurers stopped selling, when any did: the filter that leaves them out names it.
  const leftIn = insurers.find((row) => row.notSellingIn !== null)?.notSellingIn ?? null
  const selling = new Set(filterInsurers(insurers, { ...NO_FILTERS, stillSelling: true }).map((row) => row.nid))
  const orders = Object.fromEntries(
    columns.map((column) => [column.key, sortInsurers(insurers, column.key).map((row) => row.nid)]),
  ) as Record<SortColumn['key'], number[]>
  const rows = insurers.map((insurer) => ({
    nid: insurer.nid,
    stillSelling: selling.has(insurer.nid),
    cells: (
      <>
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
          <StarsOrReason measure={insurer.cms?.overall ?? null} isPublished={insurer.cms !== null} words={words} />
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
      </>
    ),
  }))
  return (
    <SortableInsurerTable
      note={`${m.orderNote} ${m.tableSortHint}`}
      // Offered only where it leaves some out and keeps some: a filter never answers with nothing.
      stillSellingLabel={leftIn !== null && selling.size > 0 ? m.stillSellingLabel(leftIn) : null}
      caption={caption}
      metalsLabel={m.metals}
      columns={columns}
      orders={orders}
      rows={rows}
      initialSort={DEFAULT_SORT}
    />
  )
}
