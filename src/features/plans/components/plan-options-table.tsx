import { getMessages } from '@/platform/locale.server'
import { AppLink } from '@/components/ui/app-link'
import { TableScroll } from '@/components/ui/table-scroll'

import type { PlanOption } from '../market-types'
import { mergeIdenticalOptions, OPTIONS_PER_PAGE, pageOfOptions } from '../option-list'
import { planOptionsHref, type CarriedPlace } from '../plan-links'
import { OptionDocuments, optionFigures, OptionIds, PlanOptionCards } from './plan-option-cards'

export type OptionsPlace = {
  /** The place carried from the ZIP results, kept in every link of the list. */
  carried: CarriedPlace
  /** "Harris County, Texas (ZIP 77002)" */
  label: string
  /** The plan's options sold there. */
  options: PlanOption[]
}

/**
 * A plan's options in one plan year, with their cost-sharing and documents: those sold where
 * the visitor searched when the page knows the place (and they asked for no more), else all of
 * the state's. Identical options are one row, grouped by metal level, a page at a time with
 * plain links (no script needed) to the other pages.
 */
export async function PlanOptionsTable({
  nid,
  options,
  planYear,
  stateLabel,
  place,
  showAll,
  page: askedPage,
}: {
  nid: number
  /** Every option of the plan in the state. */
  options: PlanOption[]
  planYear: number
  stateLabel: string
  place: OptionsPlace | null
  showAll: boolean
  page: number
}) {
  const messages = await getMessages()
  const m = messages.plans
  const isLocal = place !== null && !showAll && place.options.length > 0
  const shown = isLocal ? place.options : options
  const rows = mergeIdenticalOptions(shown)
  const { page, pageCount, groups } = pageOfOptions(rows, askedPage)
  const carried = place?.carried ?? null
  const hrefOf = (to: number) => planOptionsHref(nid, carried, { all: place !== null && showAll, page: to })
  return (
    <section className="plan-section" aria-labelledby="plan-options-heading">
      <h2 id="plan-options-heading" tabIndex={-1}>
        {m.optionsHeading}
      </h2>
      {place !== null && !showAll && place.options.length === 0 ? <p>{m.optionsNoneInPlace(place.label)}</p> : null}
      <p>
        {isLocal
          ? m.optionsInPlace(shown.length, place.label, planYear)
          : m.optionsInState(shown.length, stateLabel, planYear)}{' '}
        {rows.length < shown.length || pageCount > 1 ? m.optionsMergedNote(rows.length, OPTIONS_PER_PAGE) : null}
      </p>
      {place !== null && place.options.length > 0 ? (
        <p>
          {isLocal ? (
            <AppLink href={planOptionsHref(nid, carried, { all: true })}>
              {m.optionsAllLink(options.length, stateLabel)}
            </AppLink>
          ) : (
            <AppLink href={planOptionsHref(nid, carried)}>{m.optionsPlaceLink(place.label)}</AppLink>
          )}
        </p>
      ) : null}
      <PlanOptionCards groups={groups} messages={messages} />
      <div className="options-wide">
        <TableScroll label={m.optionsHeading}>
          <table className="options-table">
            <caption className="visually-hidden">
              {isLocal
                ? m.optionsInPlace(shown.length, place.label, planYear)
                : m.optionsCaption(shown.length, planYear)}
            </caption>
            <thead>
              <tr>
                <th scope="col">{m.optionPlan}</th>
                <th scope="col">{m.optionDeductible}</th>
                <th scope="col">{m.optionOutOfPocket}</th>
                <th scope="col">{m.optionHsa}</th>
                <th scope="col">{m.optionReferral}</th>
                <th scope="col">{m.optionDocuments}</th>
              </tr>
            </thead>
            {groups.map((group, index) => (
              <tbody key={`${group.metalLevel}-${index}`}>
                <tr className="options-table__group">
                  <th scope="colgroup" colSpan={6}>
                    {messages.insurerFigures.metalNames[group.metalLevel] ?? group.metalLevel}
                  </th>
                </tr>
                {group.rows.map((row) => (
                  <tr key={row.option.standardComponentId}>
                    <th scope="row">
                      <span translate="no">{row.option.marketingName}</span>
                      <OptionIds row={row} messages={messages} />
                    </th>
                    {optionFigures(row, messages).map(([label, value]) => (
                      <td key={label}>{value}</td>
                    ))}
                    <td>
                      <OptionDocuments row={row} messages={messages} />
                    </td>
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </TableScroll>
      </div>
      {pageCount > 1 ? (
        <nav className="options-pages" aria-label={m.optionsPages}>
          {page > 1 ? (
            <AppLink href={hrefOf(page - 1)} className="button button--secondary">
              {m.optionsPrevious}
            </AppLink>
          ) : null}
          <span aria-current="page">{m.optionsPage(page, pageCount)}</span>
          {page < pageCount ? (
            <AppLink href={hrefOf(page + 1)} className="button button--secondary">
              {m.optionsNext}
            </AppLink>
          ) : null}
        </nav>
      ) : null}
    </section>
  )
}
