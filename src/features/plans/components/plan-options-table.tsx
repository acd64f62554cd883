import { getMessages } from '@/platform/locale.server'
import { AppLink } from '@/components/ui/app-link'
import { TableScroll } from '@/components/ui/table-scroll'

import { costShareOf, formatCostShare } from '../format'
import type { PlanOption } from '../market-types'

/** An insurer's document, opened in a new window without opener or referrer; nothing when CMS lists none. */
function DocumentLink({ href, label }: { href: string | null; label: string }) {
  if (!href) return null
  return (
    <li>
      <AppLink href={href} newWindow>
        {label}
      </AppLink>
    </li>
  )
}

/** Every marketplace plan in the reporting unit in one plan year, with its cost-sharing and documents. */
export async function PlanOptionsTable({ options, planYear }: { options: PlanOption[]; planYear: number }) {
  const messages = await getMessages()
  const plansMessages = messages.plans
  const m = plansMessages
  return (
    <section className="plan-section" aria-labelledby="plan-options-heading">
      <h2 id="plan-options-heading">{m.optionsHeading}</h2>
      <TableScroll label={m.optionsHeading}>
        <table className="options-table">
          <caption>{m.optionsCaption(options.length, planYear)}</caption>
          <thead>
            <tr>
              <th scope="col">{m.optionPlan}</th>
              <th scope="col">{m.optionMetal}</th>
              <th scope="col">{m.optionDeductible}</th>
              <th scope="col">{m.optionOutOfPocket}</th>
              <th scope="col">{m.optionHsa}</th>
              <th scope="col">{m.optionReferral}</th>
              <th scope="col">{m.optionDocuments}</th>
            </tr>
          </thead>
          <tbody>
            {options.map((option) => (
              <tr key={option.standardComponentId}>
                <th scope="row">
                  <span translate="no">{option.marketingName}</span>
                  <span className="options-table__id">{option.standardComponentId}</span>
                </th>
                <td>{messages.insurerFigures.metalNames[option.metalLevel] ?? option.metalLevel}</td>
                <td>{formatCostShare(costShareOf(option.deductible, option.drugDeductible), messages.amounts)}</td>
                <td>
                  {formatCostShare(costShareOf(option.outOfPocketMax, option.drugOutOfPocketMax), messages.amounts)}
                </td>
                <td>{option.isHsaEligible ? m.yes : m.no}</td>
                <td>{option.isReferralRequired ? m.yes : m.no}</td>
                <td>
                  <ul className="options-table__docs">
                    <DocumentLink href={option.summaryOfBenefitsUrl} label={m.optionSummary} />
                    <DocumentLink href={option.brochureUrl} label={m.optionBrochure} />
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  )
}
