import type { MouseEvent, Ref, RefObject } from 'react'

import { FIELD } from '@/features/costs'

import type { MarketplacePlansData } from '../plans-answer'
import { MIN_COMPARED, PAGE_OF_PLANS, type PlansView } from '../plans-view'
import type { CareListState } from './care-list-store'
import type { HouseholdPlansWords } from './household-plans-words'
import { PlanCard, type CompareControl } from './plan-card'
import { counted } from './plan-facts'
import { CompareBar, PlansCompare } from './plans-compare'
import { PlansControls } from './plans-controls'
import type { PlansModel } from './plans-model'
import { PlansTable } from './plans-table'

/** The comparison's id, for the link that leads to it (one list of plans a page). */
export const COMPARE_ID = 'household-plans-compare'

/** What the page's script does with the list; without script, each control is posted with the form. */
export type PlansHandlers = {
  change: (view: PlansView) => void
  toggleCompare: (planId: string) => void
  showMore: (event: MouseEvent<HTMLButtonElement>) => void
  clearFilters: () => void
  jumpToCompare: (event: MouseEvent<HTMLAnchorElement>) => void
}

/**
 * The household's plans as the page shows them: where the figures come from, the order and the
 * filters, the plans (cards; with script, a table on a wide screen), "Show more", and the chosen
 * plans side by side. Keeps no state: with script the list's own component keeps it, without
 * script the form's answer is the state.
 */
export function PlansSection({
  model,
  data,
  care,
  formId,
  hasCareLevel,
  idPrefix,
  scripted,
  spoken = '',
  handlers,
  refs,
  w,
}: {
  model: PlansModel
  data: MarketplacePlansData
  /** The shopper's doctors and drugs the plans were checked against. */
  care: CareListState
  formId: string | null
  hasCareLevel: boolean
  idPrefix: string
  /** Whether the page's script runs: the table and the controls' immediate effect need it. */
  scripted: boolean
  /** What the polite live region says, with script. */
  spoken?: string
  handlers?: PlansHandlers
  refs?: {
    section: Ref<HTMLElement>
    sort: RefObject<HTMLSelectElement | null>
    compareHeading: RefObject<HTMLHeadingElement | null>
  }
  w: HouseholdPlansWords
}) {
  const form = formId ?? undefined
  // HealthCare.gov's yearly estimate exists only in its own answer, for a household that said its care.
  const yearly = hasCareLevel && data.source === 'marketplace'
  const compare: CompareControl = {
    formId,
    chosen: model.compared.map(({ plan }) => plan.id),
    full: model.full,
    limitId: `${idPrefix}-compare-limit`,
    toggle: handlers?.toggleCompare,
  }
  return (
    <section
      ref={refs?.section}
      className={scripted ? 'household-plans household-plans--table' : 'household-plans'}
      aria-labelledby={`${idPrefix}-heading`}
    >
      <h3 id={`${idPrefix}-heading`} className="household-plans__heading">
        {w.heading}
      </h3>
      <p className="household-plans__source">{model.source}</p>
      {data.source === 'embedded' || data.notice ? (
        <div className="plans-notice" role="note">
          {data.notice ? <p>{data.notice}</p> : null}
          {data.source === 'embedded' ? <p>{w.pricesNotShown}</p> : null}
          <p>
            <a href={w.healthCareGovUrl} target="_blank" rel="noopener noreferrer">
              {w.seeHealthCareGov}
              <span className="visually-hidden"> {w.opensInNewTab}</span>
            </a>
          </p>
        </div>
      ) : null}
      {model.total === 0 ? (
        <p>{w.noPlans}</p>
      ) : (
        <>
          <p className="household-plans__count">
            <strong>{counted(w.planCount, data.total)}</strong>
            {' · '}
            {model.status}
          </p>
          <p className="visually-hidden" role="status">
            {spoken}
          </p>
          {data.plans.some((plan) =>
            [...(plan.drugs ?? []), ...(plan.providers ?? [])].some((line) => line.coverage === 'Unknown'),
          ) ? (
            <p className="plans-notice" role="note">
              {w.care.couldNotCheck}
            </p>
          ) : null}
          <PlansControls
            idPrefix={idPrefix}
            view={model.view}
            sorts={model.sorts}
            facets={model.facets}
            formId={formId}
            scripted={scripted}
            sortRef={refs?.sort}
            onChange={handlers?.change}
            w={w}
          />
          {model.matching === 0 ? (
            <div className="household-plans__none">
              <p>{w.noMatch}</p>
              {handlers && scripted ? (
                <button type="button" className="button button--secondary" onClick={handlers.clearFilters}>
                  {w.clearFilters}
                </button>
              ) : null}
            </div>
          ) : null}
          <ol className="plan-cards">
            {model.rows.map(({ plan, facts }) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                facts={facts}
                hasCareLevel={yearly}
                care={care}
                compare={compare}
                idPrefix={idPrefix}
                w={w}
              />
            ))}
          </ol>
          {scripted && model.rows.length > 0 ? (
            <PlansTable
              rows={model.rows}
              caption={w.tableCaptions[model.view.sort]}
              hasCareLevel={yearly}
              care={care}
              compare={compare}
              idPrefix={idPrefix}
              w={w}
            />
          ) : null}
          {model.rows.length < model.matching ? (
            <button
              type="submit"
              className="button button--secondary household-plans__more"
              name={FIELD.intent}
              value="more-plans"
              form={form}
              onClick={handlers?.showMore}
            >
              {counted(w.showMore, Math.min(PAGE_OF_PLANS, model.matching - model.rows.length))}
            </button>
          ) : null}
          <CompareBar
            count={compare.chosen.length}
            full={model.full}
            regionId={COMPARE_ID}
            limitId={compare.limitId}
            onJump={handlers?.jumpToCompare}
            w={w}
          />
          {model.compared.length >= MIN_COMPARED ? (
            <PlansCompare
              items={model.compared}
              hasCareLevel={yearly}
              care={care}
              regionId={COMPARE_ID}
              headingRef={refs?.compareHeading}
              w={w}
            />
          ) : null}
        </>
      )}
    </section>
  )
}
