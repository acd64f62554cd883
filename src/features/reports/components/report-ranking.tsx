'use client'

import { useActionState, useEffect, useMemo, useRef, useState } from 'react'

import { AppLink } from '@/components/ui/app-link'
import { useMessages } from '@/components/ui/locale'
import { SavePlanButton } from '@/features/accounts'
import { formatMoney } from '@/features/costs'
import type { HouseholdPlan } from '@/features/marketplace'
import { claimsCaveatShort, formatDollars, formatPercent } from '@/features/plans'
import { reviewWizardHref } from '@/features/reviews'
import { claimsCaveats as claimsCaveatsEn } from '@/messages/en/claimsCaveats'
import { claimsCaveats as claimsCaveatsEs } from '@/messages/es/claimsCaveats'
import { report as reportEn } from '@/messages/en/report'
import { report as reportEs } from '@/messages/es/report'
import { reportRanking as reportRankingEn } from '@/messages/en/reportRanking'
import { reportRanking as reportRankingEs } from '@/messages/es/reportRanking'

import { rankMoves, type FactorKey, type RankedInsurer, type RankMove } from '../ranking'
import type { ReportPlans } from '../report-api'
import { updateMetersAction } from '../report-form-action'
import { IDLE_METERS, REPORT_FORM } from '../report-form-state'
import type { ReportInsurer } from '../report-insurers'
import type { MeterField, StoredAnswers } from '../schema'
import { PriorityMeters } from './quiz-fields'
import type { MeterSave } from './use-meter-autosave'
import { useScripted } from './use-scripted'

/** What a factor's figure is, in words, for one insurer: the facts behind its 0–100 value. */
function factorFacts(
  key: FactorKey,
  insurer: ReportInsurer,
  m: typeof reportEn,
  caveats: typeof claimsCaveatsEn,
): string | null {
  const f = m.facts
  switch (key) {
    case 'memberRatings':
      return insurer.member.average === null
        ? f.memberTooFew(insurer.member.count)
        : f.member(insurer.member.average.toFixed(1), insurer.member.count)
    case 'cmsStars':
      return insurer.cmsStars === null ? f.cmsNotRated : f.cms(insurer.cmsStars, insurer.cmsRatingYear)
    case 'claimDenials':
      if (insurer.denialRate === null) return f.denialsMissing
      const short = claimsCaveatShort(insurer.claimsCaveat)
      return [
        f.denials(formatPercent(insurer.denialRate), insurer.claimsYear ?? null),
        short ? caveats.short[short] : null,
      ]
        .filter(Boolean)
        .join('; ')
    case 'networkFreedom':
      return [
        f.network(insurer.productType, insurer.planCount - insurer.referralPlans, insurer.planCount, insurer.planYear),
        insurer.nationalNetworkPlans === null ? null : f.national(insurer.nationalNetworkPlans, insurer.planCount),
        insurer.outOfAreaPlans === null ? null : f.outOfArea(insurer.outOfAreaPlans, insurer.planCount),
      ]
        .filter(Boolean)
        .join('; ')
    case 'costProtection':
      return insurer.deductible && insurer.outOfPocketMax
        ? f.costs(formatDollars(insurer.deductible.min), formatDollars(insurer.outOfPocketMax.min), insurer.planYear)
        : null
    case 'drugCosts':
      return insurer.drugDeductible ? f.drugs(formatDollars(insurer.drugDeductible.min), insurer.planYear) : null
    case 'premiums':
      return f.premiumsMissing
  }
}

/** One insurer of the ranking: its score and, as bars, the factors behind it. */
function RankedCard({
  ranked,
  insurer,
  reportPath,
  cheapest,
  plansYear,
}: {
  ranked: RankedInsurer
  insurer: ReportInsurer
  reportPath: string
  /** Its cheapest plans for the household, where HealthCare.gov priced them. */
  cheapest: HouseholdPlan[]
  plansYear: number | null
}) {
  const labels = useMessages(reportRankingEn, reportRankingEs)
  const m = useMessages(reportEn, reportEs)
  const caveats = useMessages(claimsCaveatsEn, claimsCaveatsEs)
  const shown = ranked.factors.filter((factor) => factor.weight > 0)
  return (
    <article className="report-card" aria-labelledby={`report-insurer-${ranked.nid}`}>
      <header className="report-card__header">
        <h3 id={`report-insurer-${ranked.nid}`} className="report-card__name">
          {ranked.rank !== null ? <span className="report-card__rank">{m.rank(ranked.rank)}</span> : null}{' '}
          <AppLink href={`/plans/${ranked.nid}`} translate="no">
            {ranked.name}
          </AppLink>
        </h3>
        <p className="report-card__score">
          <span className="visually-hidden">{m.scoreLabel}: </span>
          {ranked.score === null ? m.noScore : <strong>{m.score(Math.round(ranked.score).toString())}</strong>}
        </p>
      </header>
      {ranked.notSellingIn !== null ? (
        <p className="insurer-card__left" role="note">
          {m.notSelling(ranked.notSellingIn)}
        </p>
      ) : null}
      <ul className="report-factors" aria-label={m.factorsLabel(ranked.name)}>
        {shown.map((factor) => {
          if (!factor.counted || factor.value === null) {
            return (
              <li key={factor.key} className="report-factor report-factor--missing">
                <span className="report-factor__label">{labels.factors[factor.key]}</span>
                <span className="report-factor__value">{m.missingFactor[factor.key]}</span>
              </li>
            )
          }
          const facts = factorFacts(factor.key, insurer, m, caveats)
          return (
            <li key={factor.key} className="report-factor">
              <span className="report-factor__label">{labels.factors[factor.key]}</span>
              <span className="report-factor__bar" aria-hidden="true">
                <span style={{ width: `${factor.value}%` }} />
              </span>
              <span className="report-factor__value">
                {m.factorFigures(Math.round(factor.value), Math.round(factor.share * 100))}
              </span>
              {facts ? <span className="report-factor__facts">{facts}</span> : null}
            </li>
          )
        })}
      </ul>
      {cheapest.length > 0 && plansYear !== null ? (
        <div className="report-card__plans">
          <h4>{m.cheapestHeading(plansYear)}</h4>
          <ul>
            {cheapest.map((plan) => (
              <li key={plan.id}>
                <span translate="no">{plan.name}</span>
                {' · '}
                {plan.metal_level} {plan.type}
                {' · '}
                <strong>{m.cheapestPrice(formatMoney(Math.round((plan.premium_after_credit ?? 0) * 100)))}</strong>
                {plan.deductible === null ? null : (
                  <>
                    {' · '}
                    {m.cheapestDeductible(formatDollars(plan.deductible))}
                  </>
                )}
              </li>
            ))}
          </ul>
          <p className="report-card__plans-source">{m.cheapestSource}</p>
        </div>
      ) : null}
      <div className="report-card__actions">
        <AppLink href={`/plans/${ranked.nid}`}>{m.viewPlan}</AppLink>
        <SavePlanButton nid={ranked.nid} planName={ranked.name} back={reportPath} />
        <AppLink href={reviewWizardHref(ranked.nid)}>{m.writeReview}</AppLink>
      </div>
    </article>
  )
}

/** What the last move of a slider did to the ranking, in words: the largest moves, at most three. */
function movesText(moves: RankMove[], m: typeof reportEn): string {
  if (moves.length === 0) return m.unmoved
  const shown = moves.slice(0, 3).map((move) => m.moved(move.name, move.from, move.to))
  if (moves.length > 3) shown.push(m.movedMore(moves.length - 3))
  return shown.join(' ')
}

/**
 * The ranking beside the priorities that change it (above it on a phone, with a way back to
 * them from anywhere in the list): worked out in the browser from the report's figures, so a
 * moved slider re-ranks at once and says which insurers moved. Without script the sliders are a
 * form: "Update ranking" saves them and the page comes back ranked by them.
 */
export function RankingWithPriorities({
  reportId,
  insurers,
  ranked,
  answers,
  reportPath,
  meterSave,
  onMeter,
  plans,
}: {
  /** HealthCare.gov's cheapest plans of each insurer for the report's household, or null. */
  plans: ReportPlans | null
  reportId: string
  insurers: ReportInsurer[]
  ranked: RankedInsurer[]
  answers: StoredAnswers
  reportPath: string
  meterSave: MeterSave
  onMeter: (name: MeterField, value: number) => void
}) {
  const m = useMessages(reportEn, reportEs)
  const byNid = useMemo(() => new Map(insurers.map((insurer) => [insurer.nid, insurer])), [insurers])
  const [moves, setMoves] = useState<RankMove[] | null>(null)
  const scripted = useScripted()
  const [posted, metersAction] = useActionState(updateMetersAction, IDLE_METERS)
  const shown = useRef(ranked)
  useEffect(() => {
    if (shown.current === ranked) return
    const before = shown.current
    shown.current = ranked
    const timer = window.setTimeout(() => setMoves(rankMoves(before, ranked)), 150)
    return () => window.clearTimeout(timer)
  }, [ranked])
  return (
    <div className="report-layout">
      <section id="report-priorities" aria-labelledby="report-meters-heading" className="report-priorities">
        <h3 id="report-meters-heading">{m.metersHeading}</h3>
        <p>{scripted ? m.metersLead : m.metersLeadStatic}</p>
        <form action={metersAction} onSubmit={(event) => event.preventDefault()}>
          <input type="hidden" name={REPORT_FORM.report} value={reportId} />
          <PriorityMeters values={answers} onChange={onMeter} />
          {scripted ? null : (
            <button type="submit" className="button button--primary">
              {m.updateRanking}
            </button>
          )}
        </form>
        <p role="status" className="report-moves">
          {moves ? movesText(moves, m) : posted.status === 'saved' ? m.prioritiesSaved : null}
        </p>
        <p role="status" className="quiz-note">
          {meterSave === 'saved' ? m.savedMeters : meterSave === 'failed' ? m.saveMetersFailed : ''}
        </p>
        {posted.status === 'failed' ? (
          <p role="alert" className="field-error">
            {posted.message}
          </p>
        ) : null}
      </section>
      <div className="report-layout__ranking">
        <ol className="report-ranking">
          {ranked.map((entry) => (
            <li key={entry.nid}>
              <RankedCard
                ranked={entry}
                insurer={byNid.get(entry.nid)!}
                reportPath={reportPath}
                cheapest={plans?.by_insurer[String(entry.nid)] ?? []}
                plansYear={plans?.plan_year ?? null}
              />
            </li>
          ))}
        </ol>
        <a className="report-to-priorities button button--secondary" href="#report-priorities">
          {m.toPriorities}
        </a>
      </div>
    </div>
  )
}
