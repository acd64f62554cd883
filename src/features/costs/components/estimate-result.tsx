import { AppLink } from '@/components/ui/app-link'
import { HEALTHCARE_GOV_PLANS } from '@/features/plans'
import { fillBlanks } from '@/lib/blanks'

import type { EstimateData } from '../estimate.server'
import type { ExplainedFigure } from '../explain'
import { formatMoney, formatPercentage } from '../format'
import type { EstimateResultWords } from '../result-words'

/** Where HealthCare.gov explains how to apply for Medicaid and CHIP, with each state's agency. */
const HEALTHCARE_GOV_MEDICAID = 'https://www.healthcare.gov/medicaid-chip/getting-medicaid-chip/'

/** Where to go from an estimate: the insurers of its ZIP code, and the household's plans where the page lists them. */
export type EstimateNextSteps = {
  zip: string
  insurersHref: string
  plansHref: string | null
  /** Keeps the household for the plans' page before it opens. */
  onPlans?: () => void
}

const money = (dollars: number) => formatMoney(Math.round(dollars * 100))
const amountIn = (text: string, dollars: number) => fillBlanks(text, { amount: money(dollars) })

/**
 * An estimate as figures, as a picture (full price, the credit, what you pay) and in words:
 * each figure opens "How we got this" with its rule and source. Area figures, said so, with the
 * way to exact prices. No state and no hooks: rendered from the estimate's figures and plain
 * words, on the server for the first page and in the browser after it, under the estimate form
 * and in a report.
 */
export function EstimateResult({
  estimate,
  words: m,
  headingLevel = 3,
  next = null,
}: {
  estimate: EstimateData
  words: EstimateResultWords
  headingLevel?: 3 | 4
  next?: EstimateNextSteps | null
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  const credit = estimate.tax_credit_monthly
  // A report kept before these fields existed has neither.
  const guideFor = estimate.guide_for_year ?? null
  const lead = estimate.lead ?? []
  const how = (figure: ExplainedFigure) =>
    estimate.how[figure].length > 0 ? (
      <details className="estimate__how">
        <summary>{m.howWeGotThis}</summary>
        {estimate.how[figure].map((sentence) => (
          <p key={sentence}>{sentence}</p>
        ))}
      </details>
    ) : null
  return (
    <div className="estimate__result">
      <Heading>
        {guideFor === null
          ? fillBlanks(m.resultHeading, { year: estimate.plan_year })
          : fillBlanks(m.guideHeading, { year: estimate.plan_year, asked: guideFor })}
      </Heading>
      {lead.map((box) => (
        <div key={box.kind} className={`estimate__lead estimate__lead--${box.kind}`}>
          {box.sentences.map((sentence, index) =>
            index === 0 ? (
              <p key={sentence}>
                <strong>{sentence}</strong>
              </p>
            ) : (
              <p key={sentence}>{sentence}</p>
            ),
          )}
          {box.kind === 'medicaid' || box.kind === 'coverage-gap' ? (
            <p>
              <a href={HEALTHCARE_GOV_MEDICAID} rel="noopener noreferrer" target="_blank">
                {m.applyMedicaid}
              </a>
            </p>
          ) : null}
        </div>
      ))}
      <p className="estimate__area">{estimate.notes[0]}</p>
      <dl className="estimate__figures">
        <div>
          <dt>{m.fplPercent}</dt>
          <dd>
            <strong>{formatPercentage(estimate.fpl_percent)}</strong>
            {how('fpl_percent')}
          </dd>
        </div>
        <div>
          <dt>{m.contribution}</dt>
          <dd>
            <strong>
              {estimate.expected_contribution_monthly === null
                ? m.notApplicable
                : amountIn(m.perMonth, estimate.expected_contribution_monthly)}
            </strong>
            {how('expected_contribution_monthly')}
          </dd>
        </div>
        <div>
          <dt>{m.credit}</dt>
          <dd>
            <strong>
              {credit === null ? m.notAvailable : credit === 0 ? m.noCredit : amountIn(m.perMonth, credit)}
            </strong>
            {estimate.credit_source === 'healthcare-gov' ? (
              <p className="form-field__hint">
                {amountIn(m.creditFromHealthCareGov, estimate.area_credit_monthly ?? estimate.tax_credit_monthly ?? 0)}
              </p>
            ) : null}
            {how('tax_credit_monthly')}
          </dd>
        </div>
      </dl>
      <ul className="estimate__legend" aria-hidden="true">
        <li>
          <span className="estimate__swatch estimate__swatch--credit" />
          {m.legendCredit}
        </li>
        <li>
          <span className="estimate__swatch estimate__swatch--pay" />
          {m.legendPay}
        </li>
      </ul>
      <ul className="estimate__plans">
        <PlanCost
          words={m}
          name={m.silver}
          full={estimate.benchmark_silver_monthly}
          after={estimate.benchmark_silver_after_credit_monthly}
        />
        <PlanCost
          words={m}
          name={m.bronze}
          full={estimate.lowest_bronze_monthly}
          after={estimate.lowest_bronze_after_credit_monthly}
        />
      </ul>
      {how('benchmark_silver_monthly')}
      <div className="estimate__after-notes">
        {estimate.how.after_credit.map((sentence) => (
          <p key={sentence} className="form-field__hint">
            {sentence}
          </p>
        ))}
      </div>
      <p className="estimate__area-only">
        {m.areaOnly}{' '}
        <a href={HEALTHCARE_GOV_PLANS} rel="noopener noreferrer" target="_blank">
          {m.exactPrices}
        </a>
      </p>
      {next ? (
        <nav className="estimate__next" aria-label={m.nextHeading}>
          <p className="estimate__next-heading">{m.nextHeading}</p>
          <ul>
            <li>
              <AppLink href={next.insurersHref}>{fillBlanks(m.nextInsurers, { zip: next.zip })}</AppLink>
            </li>
            {next.plansHref ? (
              <li>
                <AppLink href={next.plansHref} onClick={next.onPlans}>
                  {m.nextPlans}
                </AppLink>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
    </div>
  )
}

/** One plan's full price, the credit and what is left, as figures and as a bar. */
function PlanCost({
  words: m,
  name,
  full,
  after,
}: {
  words: EstimateResultWords
  name: string
  full: number | null
  after: number | null
}) {
  if (full === null || after === null) {
    return (
      <li className="estimate__plan">
        <span className="estimate__plan-name">{name}</span> {m.notAvailable}
      </li>
    )
  }
  const credit = Math.max(0, full - after)
  const creditShare = full > 0 ? (credit / full) * 100 : 0
  return (
    <li className="estimate__plan">
      <span className="estimate__plan-name">{name}</span>
      <span className="estimate__plan-figures">
        <span>{amountIn(m.fullPrice, full)}</span>
        {credit > 0 ? <span>{amountIn(m.creditPart, credit)}</span> : null}
        <strong>{amountIn(m.youPay, after)}</strong>
      </span>
      <span
        className="estimate__bar"
        role="img"
        aria-label={fillBlanks(m.picture, { plan: name, full: money(full), credit: money(credit), pay: money(after) })}
      >
        <span className="estimate__bar-credit" style={{ width: `${creditShare}%` }} />
        <span className="estimate__bar-pay" style={{ width: `${100 - creditShare}%` }} />
      </span>
    </li>
  )
}
