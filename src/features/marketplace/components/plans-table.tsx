import { TableScroll } from '@/components/ui/table-scroll'

import type { HouseholdPlan } from '../plans-answer'
import type { CareListState } from './care-list-store'
import type { HouseholdPlansWords } from './household-plans-words'
import { BenefitFacts, CandorFigures, CompareBox, DocumentLinks, type CompareControl } from './plan-card'
import { PlanCoverage } from './plan-coverage'
import type { PlanFacts } from './plan-facts'

/**
 * The household's plans as a table, for a wide screen: one row a plan, its name the row's
 * heading, copays and documents folded in the last column.
 */
export function PlansTable({
  rows,
  caption,
  hasCareLevel,
  care,
  compare,
  idPrefix,
  w,
}: {
  rows: { plan: HouseholdPlan; facts: PlanFacts }[]
  caption: string
  hasCareLevel: boolean
  care: CareListState
  compare: CompareControl
  idPrefix: string
  w: HouseholdPlansWords
}) {
  return (
    <div className="plans-table-box">
      <TableScroll label={caption}>
        <table className="plans-table">
          <caption className="plans-table__caption">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{w.compare}</th>
              <th scope="col">{w.tablePlan}</th>
              <th scope="col">{w.price}</th>
              <th scope="col">{w.deductible}</th>
              <th scope="col">{w.moop}</th>
              {hasCareLevel ? <th scope="col">{w.yearly}</th> : null}
              <th scope="col">{w.ratings}</th>
              <th scope="col">{w.details}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ plan, facts }) => (
              <tr key={plan.id}>
                <td>
                  <CompareBox id={`${idPrefix}-row-${plan.id}`} plan={plan} compare={compare} quiet w={w} />
                </td>
                <th scope="row" tabIndex={-1} data-plan={plan.id}>
                  <span className="plans-table__name" lang={w.sourceLang}>
                    {plan.name}
                  </span>
                  <span className="plans-table__meta">
                    {plan.issuer_name}
                    {' · '}
                    {plan.type}
                    {' · '}
                    {facts.metal}
                  </span>
                  <PlanCoverage plan={plan} care={care} w={w.care} />
                </th>
                <td>
                  {facts.perMonth === null ? (
                    <p className="plan-price plan-price--missing">{w.priceSeeHealthCareGov}</p>
                  ) : (
                    <p className="plan-price">
                      <strong className="plan-price__after">{facts.afterCredit}</strong>
                      <span className="plan-price__before">{w.afterCredit}</span>
                      <span className="plan-price__before">{facts.beforeCredit}</span>
                    </p>
                  )}
                  {facts.csr ? (
                    <p className="plans-table__csr">
                      {w.csr}
                      {': '}
                      {facts.csr}
                    </p>
                  ) : null}
                </td>
                <td>{facts.deductible}</td>
                <td>{facts.moop}</td>
                {hasCareLevel ? <td>{facts.yearly}</td> : null}
                <td>
                  <p className="plans-table__stars">{facts.stars}</p>
                  <CandorFigures plan={plan} facts={facts} compact w={w} />
                </td>
                <td>
                  <details className="plans-table__more">
                    <summary>
                      {w.moreDetails}
                      <span className="visually-hidden" lang={w.sourceLang}>
                        {': '}
                        {plan.name}
                      </span>
                    </summary>
                    <dl className="plan-figures plan-figures--stacked">
                      <div className="plan-figures__row">
                        <dt>{w.hsa}</dt>
                        <dd>{facts.hsa}</dd>
                      </div>
                      <BenefitFacts facts={facts} w={w} />
                      <div className="plan-figures__row">
                        <dt>{w.documents}</dt>
                        <dd>
                          <DocumentLinks facts={facts} w={w} />
                        </dd>
                      </div>
                    </dl>
                  </details>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </div>
  )
}
