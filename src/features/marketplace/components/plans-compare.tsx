import type { MouseEvent, ReactNode, RefObject } from 'react'

import { TableScroll } from '@/components/ui/table-scroll'
import { fillBlanks } from '@/lib/blanks'

import type { HouseholdPlan } from '../plans-answer'
import { MIN_COMPARED } from '../plans-view'
import type { CareListState } from './care-list-store'
import type { CareListWords } from './care-list-words'
import type { HouseholdPlansWords } from './household-plans-words'
import { coverageLinesOf, CoverageVerdictText } from './plan-coverage'
import { DocumentLinks } from './plan-card'
import { counted, type PlanFacts } from './plan-facts'

type Compared = { plan: HouseholdPlan; facts: PlanFacts }
type Fact = { key: string; label: string; value: (item: Compared) => ReactNode }

/** The facts compared, in order, each as the plan's card writes it. */
function factsCompared(w: HouseholdPlansWords, hasCareLevel: boolean): Fact[] {
  return [
    {
      key: 'after',
      label: w.priceAfterCredit,
      value: ({ plan, facts }) => (plan.premium_after_credit === null ? w.priceSeeHealthCareGov : facts.afterCredit),
    },
    { key: 'before', label: w.priceBeforeCredit, value: ({ facts }) => facts.before },
    ...(hasCareLevel ? [{ key: 'yearly', label: w.yearly, value: ({ facts }: Compared) => facts.yearly }] : []),
    { key: 'deductible', label: w.deductible, value: ({ facts }) => facts.deductible },
    { key: 'moop', label: w.moop, value: ({ facts }) => facts.moop },
    { key: 'csr', label: w.csr, value: ({ facts }) => facts.csr ?? w.csrNone },
    { key: 'stars', label: w.rating, value: ({ facts }) => facts.stars },
    { key: 'hsa', label: w.hsa, value: ({ facts }) => facts.hsa },
    ...(['primary_care', 'specialist', 'generic_drugs', 'emergency_room'] as const).map((key) => ({
      key,
      label: w.benefits[key],
      value: ({ plan }: Compared) =>
        plan.benefits[key] === null ? w.notAvailable : <span lang={w.sourceLang}>{plan.benefits[key]}</span>,
    })),
    {
      key: 'members',
      label: w.members,
      value: ({ plan, facts }) => (plan.insurer === null ? w.notAvailable : facts.members),
    },
    { key: 'replies', label: w.replyRate, value: ({ facts }) => facts.replies ?? w.notAvailable },
    { key: 'documents', label: w.documents, value: ({ facts }) => <DocumentLinks facts={facts} w={w} /> },
  ]
}

/** A row for each drug and doctor on the shopper's list, each plan's verdict in it. */
function careFacts(care: CareListState, w: CareListWords): Fact[] {
  const entries = [
    ...care.drugs.map((entry) => ({ ...entry, kind: 'drug' })),
    ...care.providers.map((entry) => ({ ...entry, kind: 'provider' })),
  ]
  return entries.map((entry) => ({
    key: `${entry.kind}-${entry.id}`,
    label: entry.name,
    value: ({ plan }: Compared) => {
      const line = coverageLinesOf(plan, care, w).find((one) => one.key === `${entry.kind}-${entry.id}`)
      return line ? <CoverageVerdictText line={line} /> : w.drugCoverage.Unknown
    },
  }))
}

/**
 * The chosen plans side by side: on a phone one block a plan, on a wide screen a table whose
 * first column stays in view. Reached from the bar under the list, which moves the focus here.
 */
export function PlansCompare({
  items,
  hasCareLevel,
  care,
  regionId,
  headingRef,
  w,
}: {
  items: Compared[]
  hasCareLevel: boolean
  /** The shopper's doctors and drugs: a row each. */
  care: CareListState
  regionId: string
  headingRef?: RefObject<HTMLHeadingElement | null>
  w: HouseholdPlansWords
}) {
  const facts = [...factsCompared(w, hasCareLevel), ...careFacts(care, w.care)]
  const heading = fillBlanks(w.compareHeading, { count: items.length })
  return (
    <section id={regionId} className="plans-compare" aria-labelledby={`${regionId}-heading`}>
      <h4 id={`${regionId}-heading`} ref={headingRef} tabIndex={-1} className="plans-compare__heading">
        {heading}
      </h4>
      <div className="plans-compare__blocks">
        {items.map((item) => (
          <div className="plans-compare__plan" key={item.plan.id}>
            <h5 className="plans-compare__name" lang={w.sourceLang}>
              {item.plan.name}
            </h5>
            <p className="plans-compare__meta">
              {item.plan.issuer_name}
              {' · '}
              {item.plan.type}
              {' · '}
              {item.facts.metal}
            </p>
            <dl className="plan-figures">
              {facts.map((fact) => (
                <div className="plan-figures__row" key={fact.key}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value(item)}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
      <div className="plans-compare__table">
        <TableScroll label={heading}>
          <table className="compare-table plans-compare-table">
            <caption className="visually-hidden">{heading}</caption>
            <thead>
              <tr>
                <th scope="col">{w.compareFact}</th>
                {items.map((item) => (
                  <th scope="col" key={item.plan.id}>
                    <span lang={w.sourceLang}>{item.plan.name}</span>
                    <span className="compare-table__type">
                      {item.plan.issuer_name}
                      {' · '}
                      {item.plan.type}
                      {' · '}
                      {item.facts.metal}
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {facts.map((fact) => (
                <tr key={fact.key}>
                  <th scope="row">{fact.label}</th>
                  {items.map((item) => (
                    <td key={item.plan.id}>{fact.value(item)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </div>
    </section>
  )
}

/**
 * How many plans are chosen, said as they change, and the way to their comparison; sticks to
 * the bottom of the screen while the list is in view.
 */
export function CompareBar({
  count,
  full,
  regionId,
  limitId,
  onJump,
  w,
}: {
  count: number
  full: boolean
  regionId: string
  limitId: string
  /** With script, moves the focus to the comparison; without, the link leads there. */
  onJump?: (event: MouseEvent<HTMLAnchorElement>) => void
  w: HouseholdPlansWords
}) {
  return (
    <div className="plans-compare-bar" data-empty={count === 0 || undefined}>
      <p className="plans-compare-bar__count" aria-live="polite">
        {count > 0 ? counted(w.compareChosen, count) : null}
      </p>
      {full ? (
        <p id={limitId} className="plans-compare-bar__limit">
          {w.compareLimit}
        </p>
      ) : null}
      {count >= MIN_COMPARED ? (
        <a href={`#${regionId}`} className="button button--secondary" onClick={onJump}>
          {w.compareJump}
        </a>
      ) : null}
    </div>
  )
}
