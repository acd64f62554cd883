import { formatMoney } from '@/features/costs'
import { fillBlanks } from '@/lib/blanks'

import type { HealthcareGovEstimate } from '../eligibility.server'

const money = (dollars: number) => formatMoney(Math.round(dollars * 100))

/** HealthCare.gov's estimate's words in the page's language, as plain strings with blanks. */
export type HealthcareGovEstimateWords = {
  heading: string
  credit: string
  /** "{amount} a month" */
  perMonth: string
  noCredit: string
  same: string
  /** Candor's credit is {difference} a month higher, and why. */
  candorHigher: string
  /** HealthCare.gov's credit is {difference} a month higher, and why. */
  healthCareGovHigher: string
  /** "Cost-sharing reductions: … (the {percent} % silver variant)." */
  csr: string
  /** "Cost-sharing reductions: {name}. …", for a reduction that is not a silver variant. */
  csrOther: string
  medicaid: string
  coverageGap: string
  /** "From HealthCare.gov's Marketplace API, for plan year {year}." */
  source: string
}

/**
 * A cost-sharing reduction in words: HealthCare.gov names the silver variants by code ("CSR73")
 * or in full ("73% AV Level Silver Plan CSR"); either reads as its share.
 */
function csrSentence(csr: string, m: HealthcareGovEstimateWords): string {
  const percent = csr.match(/(?:CSR)?(73|87|94)(?:%|\b)/)?.[1]
  return percent ? fillBlanks(m.csr, { percent }) : fillBlanks(m.csrOther, { name: csr })
}

/**
 * HealthCare.gov's own estimate beside Candor's, with the difference said in dollars and why:
 * the credit a household receives is HealthCare.gov's. Rendered from the household form's
 * answer, on the server and in the browser alike.
 */
export function HealthcareGovEstimateNote({
  estimate,
  candorCredit,
  words: m,
}: {
  estimate: HealthcareGovEstimate
  /** Candor's monthly credit for the same household, or null where it has none. */
  candorCredit: number | null
  words: HealthcareGovEstimateWords
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
            <strong>
              {theirs === null || theirs === 0 ? m.noCredit : fillBlanks(m.perMonth, { amount: money(theirs) })}
            </strong>
          </dd>
        </div>
      </dl>
      {difference === null ? null : difference === 0 ? (
        <p>{m.same}</p>
      ) : (
        <p>
          {fillBlanks(difference > 0 ? m.candorHigher : m.healthCareGovHigher, {
            difference: money(Math.abs(difference)),
          })}
        </p>
      )}
      {estimate.csr ? <p>{csrSentence(estimate.csr, m)}</p> : null}
      {estimate.medicaid_chip ? <p role="note">{m.medicaid}</p> : null}
      {estimate.coverage_gap ? <p role="note">{m.coverageGap}</p> : null}
      <p className="form-field__hint">{fillBlanks(m.source, { year: estimate.plan_year })}</p>
    </section>
  )
}
