import { planHref } from '@/features/plans'
import { localizeHref } from '@/lib/i18n'

import type { HouseholdPlan } from '../plans-answer'
import { VIEW_FIELD } from '../plans-view'
import type { CareListState } from './care-list-store'
import type { HouseholdPlansWords } from './household-plans-words'
import { PlanCoverage } from './plan-coverage'
import type { PlanFacts } from './plan-facts'

/** What every plan's compare box needs: the chosen plans and how to change them. */
export type CompareControl = {
  formId: string | null
  chosen: readonly string[]
  /** Whether no more plans may be chosen. */
  full: boolean
  /** The id of the sentence that says why the other boxes are off. */
  limitId: string
  /** With script, what a box's change does; without, the box is posted with the form. */
  toggle?: (planId: string) => void
}

/** "Compare", named for its plan; off once the most plans are chosen, unless it is one of them. */
export function CompareBox({
  id,
  plan,
  compare,
  quiet = false,
  w,
}: {
  id: string
  plan: HouseholdPlan
  compare: CompareControl
  /** Under a column headed "Compare": the word is said, not shown again. */
  quiet?: boolean
  w: HouseholdPlansWords
}) {
  const checked = compare.chosen.includes(plan.id)
  const disabled = compare.full && !checked
  return (
    <div className="plan-compare">
      <input
        id={id}
        type="checkbox"
        className="checkbox-input"
        name={VIEW_FIELD.compare}
        value={plan.id}
        form={compare.formId ?? undefined}
        disabled={disabled}
        aria-describedby={disabled ? compare.limitId : undefined}
        {...(compare.toggle ? { checked, onChange: () => compare.toggle?.(plan.id) } : { defaultChecked: checked })}
      />
      <label htmlFor={id}>
        <span className={quiet ? 'visually-hidden' : undefined}>{w.compare}</span>
        <span className="visually-hidden" lang={w.sourceLang}>
          {' '}
          {plan.name}
        </span>
      </label>
    </div>
  )
}

/** A link to a plan's document at the insurer, in a new tab, which it says to screen readers. */
export function DocumentLinks({ facts, w }: { facts: PlanFacts; w: HouseholdPlansWords }) {
  if (facts.documents.length === 0) return <span className="figure--missing">{w.notAvailable}</span>
  return (
    <ul className="plan-documents">
      {facts.documents.map((document) => (
        <li key={document.key}>
          <a href={document.url} target="_blank" rel="noopener noreferrer">
            {document.label}
            <span className="visually-hidden"> {w.opensInNewTab}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}

/** Candor's figures for the plan's insurer product, with a link to its page and reviews. */
export function CandorFigures({
  plan,
  facts,
  compact = false,
  w,
}: {
  plan: HouseholdPlan
  facts: PlanFacts
  /** In a table row, whose plan names the insurer: the product is said in the link only. */
  compact?: boolean
  w: HouseholdPlansWords
}) {
  return (
    <div className="plan-candor">
      <p className="plan-candor__product">
        {compact ? null : <strong>{facts.product}</strong>}
        {plan.plan_nid !== null ? (
          <>
            {compact ? null : ' · '}
            {/* A plain link: the list is also rendered where no client component may be. */}
            <a href={localizeHref(planHref(plan.plan_nid), w.locale)}>
              {w.candorLink}
              <span className="visually-hidden">
                {': '}
                {facts.product}
              </span>
            </a>
          </>
        ) : null}
      </p>
      {plan.insurer === null ? (
        <p>
          {w.members}
          {': '}
          <span className="figure--missing">{w.notAvailable}</span>
        </p>
      ) : (
        <p>{facts.members}</p>
      )}
      {facts.replies ? <p>{facts.replies}</p> : null}
    </div>
  )
}

/** The four benefits' cost sharing in HealthCare.gov's words, and whether the plan suits an HSA. */
export function BenefitFacts({ facts, w }: { facts: PlanFacts; w: HouseholdPlansWords }) {
  return (
    <>
      {facts.benefits.map((benefit) => (
        <div className="plan-figures__row" key={benefit.key}>
          <dt>{benefit.label}</dt>
          {benefit.value === null ? (
            <dd className="figure--missing">{w.notAvailable}</dd>
          ) : (
            <dd lang={w.sourceLang}>{benefit.value}</dd>
          )}
        </div>
      ))}
    </>
  )
}

/** The price after the credit, large, with the price before it; or where to find it. */
export function PlanPrice({ facts, w }: { facts: PlanFacts; w: HouseholdPlansWords }) {
  if (facts.perMonth === null) return <p className="plan-price plan-price--missing">{w.priceSeeHealthCareGov}</p>
  return (
    <p className="plan-price">
      <strong className="plan-price__after">{facts.perMonth}</strong> <span>{w.afterCredit}</span>
      {facts.beforeCredit ? <span className="plan-price__before">{facts.beforeCredit}</span> : null}
    </p>
  )
}

/** One plan as a card, for a phone (and for a page without script, at any width). */
export function PlanCard({
  plan,
  facts,
  hasCareLevel,
  care,
  compare,
  idPrefix,
  w,
}: {
  plan: HouseholdPlan
  facts: PlanFacts
  hasCareLevel: boolean
  care: CareListState
  compare: CompareControl
  idPrefix: string
  w: HouseholdPlansWords
}) {
  return (
    <li className="plan-card">
      <h4 className="plan-card__name" lang={w.sourceLang} tabIndex={-1} data-plan={plan.id}>
        {plan.name}
      </h4>
      <p className="plan-card__meta">
        {plan.issuer_name}
        {' · '}
        {plan.type}
        {' · '}
        {facts.metal}
      </p>
      <PlanPrice facts={facts} w={w} />
      <PlanCoverage plan={plan} care={care} w={w.care} />
      {facts.csr ? (
        <p className="plan-card__csr">
          {w.csr}
          {': '}
          {facts.csr}
        </p>
      ) : null}
      <dl className="plan-figures plan-figures--grid plan-figures--key">
        <div className="plan-figures__row">
          <dt>{w.deductible}</dt>
          <dd>{facts.deductible}</dd>
        </div>
        <div className="plan-figures__row">
          <dt>{w.moop}</dt>
          <dd>{facts.moop}</dd>
        </div>
        {hasCareLevel ? (
          <div className="plan-figures__row">
            <dt>{w.yearly}</dt>
            <dd>{facts.yearly}</dd>
          </div>
        ) : null}
        <div className="plan-figures__row">
          <dt>{w.rating}</dt>
          <dd>{facts.stars}</dd>
        </div>
        <div className="plan-figures__row">
          <dt>{w.hsa}</dt>
          <dd>{facts.hsa}</dd>
        </div>
      </dl>
      <dl className="plan-figures plan-figures--grid">
        <BenefitFacts facts={facts} w={w} />
        <div className="plan-figures__row plan-figures__row--wide">
          <dt>{w.documents}</dt>
          <dd>
            <DocumentLinks facts={facts} w={w} />
          </dd>
        </div>
      </dl>
      <CandorFigures plan={plan} facts={facts} w={w} />
      <CompareBox id={`${idPrefix}-card-${plan.id}`} plan={plan} compare={compare} w={w} />
    </li>
  )
}
