import type { getMessages } from '@/platform/locale.server'
import { AppLink } from '@/components/ui/app-link'

import { costShareOf, formatCostShare } from '../format'
import type { OptionGroup, OptionRow } from '../option-list'

type Messages = Awaited<ReturnType<typeof getMessages>>

/**
 * The CMS plan ids a row stands for: its one id, or, folded, the several CMS lists the same
 * plan under (one per service area; a plain `<details>`, so it opens without script).
 */
export function OptionIds({ row: { ids }, messages }: { row: OptionRow; messages: Messages }) {
  if (ids.length === 1) return <span className="options-table__id">{ids[0]}</span>
  return (
    <details className="options-table__id">
      <summary>{messages.plans.optionSameIds(ids.length)}</summary>
      {ids.join(', ')}
    </details>
  )
}

/** An option's documents, each opened in a new window without opener or referrer; none where CMS lists none. */
export function OptionDocuments({ row: { option }, messages }: { row: OptionRow; messages: Messages }) {
  const documents: { href: string | null; label: string }[] = [
    { href: option.summaryOfBenefitsUrl, label: messages.plans.optionSummary },
    { href: option.brochureUrl, label: messages.plans.optionBrochure },
  ]
  return (
    <ul className="options-table__docs">
      {documents.map(({ href, label }) =>
        href ? (
          <li key={label}>
            <AppLink href={href} newWindow>
              {label}
            </AppLink>
          </li>
        ) : null,
      )}
    </ul>
  )
}

/** An option's figures as the table's columns give them, in the page's language. */
export function optionFigures({ option }: OptionRow, messages: Messages): [string, string][] {
  const m = messages.plans
  return [
    [m.optionDeductible, formatCostShare(costShareOf(option.deductible, option.drugDeductible), messages.amounts)],
    [
      m.optionOutOfPocket,
      formatCostShare(costShareOf(option.outOfPocketMax, option.drugOutOfPocketMax), messages.amounts),
    ],
    [m.optionHsa, option.isHsaEligible ? m.yes : m.no],
    [m.optionReferral, option.isReferralRequired ? m.yes : m.no],
  ]
}

/**
 * The same page of options as the table, for a phone: a card per option under its metal
 * level's heading, each figure named beside its value, so nothing scrolls sideways.
 */
export function PlanOptionCards({ groups, messages }: { groups: OptionGroup[]; messages: Messages }) {
  return (
    <div className="option-cards">
      {groups.map((group, index) => (
        <section key={`${group.metalLevel}-${index}`} aria-labelledby={`option-cards-${index}`}>
          <h3 id={`option-cards-${index}`} className="option-cards__metal">
            {messages.insurerFigures.metalNames[group.metalLevel] ?? group.metalLevel}
          </h3>
          <ul className="option-cards__list">
            {group.rows.map((row) => (
              <li key={row.option.standardComponentId} className="option-card">
                {/* A block, not a paragraph: the folded ids are a <details>, which a <p> cannot hold. */}
                <div className="option-card__name">
                  <span translate="no">{row.option.marketingName}</span>
                  <OptionIds row={row} messages={messages} />
                </div>
                <dl className="option-card__figures">
                  {optionFigures(row, messages).map(([label, value]) => (
                    <div key={label}>
                      <dt>{label}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
                </dl>
                <OptionDocuments row={row} messages={messages} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
