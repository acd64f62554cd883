import { formatMoney } from '@/features/costs'
import type { healthcareGovEstimate } from '@/messages/en/healthcareGovEstimate'

import type { HealthcareGovEstimate } from '../eligibility.server'

const money = (dollars: number) => formatMoney(Math.round(dollars * 100))

/**
 * HealthCare.gov's own estimate beside Candor's, with the difference said in dollars and why:
 * the credit a household receives is HealthCare.gov's. Rendered on the server with the answer.
 */
export function HealthcareGovEstimateNote({
  estimate,
  candorCredit,
  words: m,
}: {
  estimate: HealthcareGovEstimate
  /** Candor's monthly credit for the same household, or null where it has none. */
  candorCredit: number | null
  words: typeof healthcareGovEstimate
}) {
  const theirs = estimate.tax_credit_monthly
  const difference = theirs === null || candorCredit === null ? null : Math.round((candorCredit - theirs) * 100) / 100
  return (
    <section className="estimate__healthcare-gov" aria-label={m.heading}>
      <h4>{m.heading}</h4>
      <dl className="estimate__figures">
        <div>
          <dt>{m.credit}</dt>
          <dd>
            <strong>{theirs === null || theirs === 0 ? m.noCredit : m.perMonth(money(theirs))}</strong>
          </dd>
        </div>
      </dl>
      {difference === null ? null : difference === 0 ? (
        <p>{m.same}</p>
      ) : (
        <p>{m.differ(money(Math.abs(difference)), difference > 0 ? 'candor' : 'healthcare-gov')}</p>
      )}
      {estimate.csr ? <p>{m.csr(estimate.csr)}</p> : null}
      {estimate.medicaid_chip ? <p role="note">{m.medicaid}</p> : null}
      {estimate.coverage_gap ? <p role="note">{m.coverageGap}</p> : null}
      <p className="form-field__hint">{m.source(estimate.plan_year)}</p>
    </section>
  )
}
