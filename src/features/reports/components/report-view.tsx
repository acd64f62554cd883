'use client'

import { INTL_LOCALE, type Locale } from '@/lib/i18n'
import { useMessages, useLocale } from '@/components/ui/locale'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'

import { AppLink } from '@/components/ui/app-link'
import { useAuth, SavePlanButton } from '@/features/accounts/components'
import { loginHref } from '@/features/accounts'
import { EstimateResult } from '@/features/costs/components'
import { AreaPremiumsNote } from '@/features/find/components'
import { stateName } from '@/lib/us-states'
import { ExchangeNotice } from '@/features/plans/components'
import { claimsCaveatShort, formatDollars, formatPercent } from '@/features/plans'
import { reviewWizardHref } from '@/features/reviews'
import { callApi } from '@/lib/api-client'
import { readStorage, removeStorage, STORAGE_KEYS } from '@/lib/browser-storage'
import { ROUTES } from '@/lib/routes'
import { quiz as quizEn } from '@/messages/en/quiz'
import { quiz as quizEs } from '@/messages/es/quiz'
import { premiumNotes as premiumNotesEn } from '@/messages/en/premiumNotes'
import { premiumNotes as premiumNotesEs } from '@/messages/es/premiumNotes'
import { costResult as costResultEn } from '@/messages/en/costResult'
import { costResult as costResultEs } from '@/messages/es/costResult'
import { claimsCaveats as claimsCaveatsEn } from '@/messages/en/claimsCaveats'
import { claimsCaveats as claimsCaveatsEs } from '@/messages/es/claimsCaveats'
import { report as reportEn } from '@/messages/en/report'
import { report as reportEs } from '@/messages/es/report'
import { reportRanking as reportRankingEn } from '@/messages/en/reportRanking'
import { reportRanking as reportRankingEs } from '@/messages/es/reportRanking'

import {
  factorsWithoutData,
  rankInsurers,
  rankMoves,
  weightsFor,
  type FactorKey,
  type RankedInsurer,
  type RankMove,
} from '../ranking'
import { readReportData, REPORT_ENDPOINTS, type LoadedReport } from '../report-api'
import { rankingAnswersOf, rankingInputOf, type ReportInsurer } from '../report-insurers'
import { ageOn, LAST_QUIZ_STEP, todayIso, type MeterField, type StoredAnswers } from '../schema'
import { PriorityMeters } from './quiz-fields'
import { ReportNotFoundContent } from './report-not-found-content'
import { ReportReceipt } from './report-receipt'
import { WeightsTable } from './weights-table'

const formatDay = (iso: string | null, locale: Locale) =>
  iso ? new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long' }).format(new Date(iso)) : ''

const SAVE_AFTER_MS = 600

type Loaded =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'notFound' }
  | { status: 'deleted' }
  | { status: 'ready'; report: LoadedReport }

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
}: {
  ranked: RankedInsurer
  insurer: ReportInsurer
  reportPath: string
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
 * moved slider re-ranks at once and says which insurers moved.
 */
function RankingWithPriorities({
  insurers,
  ranked,
  answers,
  reportPath,
  meterSave,
  onMeter,
}: {
  insurers: ReportInsurer[]
  ranked: RankedInsurer[]
  answers: StoredAnswers
  reportPath: string
  meterSave: 'idle' | 'saved' | 'failed'
  onMeter: (name: MeterField, value: number) => void
}) {
  const m = useMessages(reportEn, reportEs)
  const byNid = useMemo(() => new Map(insurers.map((insurer) => [insurer.nid, insurer])), [insurers])
  const [moves, setMoves] = useState<RankMove[] | null>(null)
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
        <p>{m.metersLead}</p>
        <PriorityMeters values={answers} onChange={onMeter} />
        <p role="status" className="report-moves">
          {moves ? movesText(moves, m) : null}
        </p>
        <p role="status" className="quiz-note">
          {meterSave === 'saved' ? m.savedMeters : meterSave === 'failed' ? m.saveMetersFailed : ''}
        </p>
      </section>
      <div className="report-layout__ranking">
        <ol className="report-ranking">
          {ranked.map((entry) => (
            <li key={entry.nid}>
              <RankedCard ranked={entry} insurer={byNid.get(entry.nid)!} reportPath={reportPath} />
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

/**
 * A person's report (product brief §8): the insurers sold in their county ranked by the
 * weights their answers set, each with the factors behind its score; the meters to move;
 * the weights and their reasons; the privacy receipt; email and delete. A report no account
 * owns arrives rendered with its page (`initial`, call 4's data); an account's is read in the
 * browser with the member's token.
 */
export function ReportView({ reportId, initial }: { reportId: string; initial?: unknown }) {
  const m = useMessages(reportEn, reportEs)
  const quizMessages = useMessages(quizEn, quizEs)
  const { isLoaded, loggedIn, accessToken } = useAuth()
  const token = loggedIn ? accessToken : null
  const [loaded, setLoaded] = useState<Loaded>(() => {
    const report = initial === undefined ? null : readReportData(initial)
    return report ? { status: 'ready', report } : { status: 'loading' }
  })
  const fromPage = useRef(loaded.status === 'ready')
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (!isLoaded || fromPage.current) return
    let current = true
    void callApi(REPORT_ENDPOINTS.read(reportId), { token }).then((answer) => {
      if (!current) return
      const report = answer.ok ? readReportData(answer.data) : null
      if (report) setLoaded({ status: 'ready', report })
      else setLoaded({ status: answer.status === 404 ? 'notFound' : 'failed' })
    })
    return () => {
      current = false
    }
  }, [isLoaded, token, reportId, attempt])

  if (loaded.status === 'loading') return <p role="status">{m.loading}</p>
  if (loaded.status === 'notFound') return <ReportNotFoundContent reportId={reportId} offerLogin={!token} />
  if (loaded.status === 'failed') {
    return (
      <div className="report-page">
        <p role="alert">{m.failed}</p>
        <button type="button" className="button button--secondary" onClick={() => setAttempt((n) => n + 1)}>
          {m.retry}
        </button>
      </div>
    )
  }
  if (loaded.status === 'deleted') {
    return (
      <div className="report-page">
        <h1>{m.heading}</h1>
        <p role="status">{m.deleted}</p>
        <p>
          <AppLink href={ROUTES.quiz}>{quizMessages.startOver}</AppLink>
        </p>
      </div>
    )
  }
  return (
    <ReadyReport
      report={loaded.report}
      reportId={reportId}
      token={token}
      onDeleted={() => setLoaded({ status: 'deleted' })}
    />
  )
}

/** A loaded report: its answers and meters change here, and the ranking follows them. */
function ReadyReport({
  report,
  reportId,
  token,
  onDeleted,
}: {
  report: LoadedReport
  reportId: string
  token: string | null
  onDeleted: () => void
}) {
  const premiumNotes = useMessages(premiumNotesEn, premiumNotesEs)
  const locale = useLocale()
  const m = useMessages(reportEn, reportEs)
  const quizMessages = useMessages(quizEn, quizEs)
  const costResultWords = useMessages(costResultEn, costResultEs)
  const [answers, setAnswers] = useState<StoredAnswers>(report.answers)
  const [meterSave, setMeterSave] = useState<'idle' | 'saved' | 'failed'>('idle')
  const [emailState, setEmailState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle')
  const [confirmDelete, setConfirmDelete] = useState(false)
  const [deleteFailed, setDeleteFailed] = useState(false)
  const deleteYesRef = useRef<HTMLButtonElement>(null)
  const pendingMeters = useRef<Partial<Record<MeterField, number>>>({})
  const saveTimer = useRef<number | null>(null)
  const reportPath = `/report/${encodeURIComponent(reportId)}`
  // Worked out again only when a meter moves: the ranking of every insurer sold here.
  const ranked = useMemo(
    () => rankInsurers(report.insurers.map(rankingInputOf), rankingAnswersOf(answers)),
    [report.insurers, answers],
  )

  useEffect(() => {
    if (confirmDelete) deleteYesRef.current?.focus()
  }, [confirmDelete])

  const flushMeters = useCallback(() => {
    const fields = pendingMeters.current
    pendingMeters.current = {}
    if (Object.keys(fields).length === 0) return
    void callApi(REPORT_ENDPOINTS.update(reportId), {
      token,
      body: { ...fields, field_ir_last_time: new Date().toISOString() },
    }).then((answer) => setMeterSave(answer.ok ? 'saved' : 'failed'))
  }, [reportId, token])

  useEffect(
    () => () => {
      if (saveTimer.current !== null) window.clearTimeout(saveTimer.current)
      flushMeters()
    },
    [flushMeters],
  )

  function moveMeter(name: MeterField, value: number) {
    setAnswers((before) => ({ ...before, [name]: value }))
    setMeterSave('idle')
    pendingMeters.current[name] = value
    if (saveTimer.current !== null) window.clearTimeout(saveTimer.current)
    saveTimer.current = window.setTimeout(flushMeters, SAVE_AFTER_MS)
  }

  async function sendLink() {
    setEmailState('sending')
    const answer = await callApi(REPORT_ENDPOINTS.email(reportId), { token })
    setEmailState(answer.ok ? 'sent' : 'failed')
  }

  async function remove() {
    setDeleteFailed(false)
    const answer = await callApi(REPORT_ENDPOINTS.remove(reportId), { token })
    if (!answer.ok && answer.status !== 404) return setDeleteFailed(true)
    if (readStorage(STORAGE_KEYS.unauthReport) === reportId) removeStorage(STORAGE_KEYS.unauthReport)
    onDeleted()
  }

  const place = report.place
  const finished = answers.field_ir_last_step === LAST_QUIZ_STEP
  const email = answers.field_ir_submit_email
  const weights = weightsFor(rankingAnswersOf(answers))
  const placeName = place?.kind === 'results' ? `${place.county.name}, ${place.county.state}` : null

  return (
    <div className="report-page">
      <h1>{m.heading}</h1>
      <p className="content-page__lead">
        {place && placeName ? m.placeLine(place.zip, placeName) : null} {m.madeOn(formatDay(report.changedAt, locale))}
      </p>
      {!finished ? (
        <p className="quiz-note">
          {m.unfinished} <AppLink href={ROUTES.quiz}>{m.continueQuiz}</AppLink>
        </p>
      ) : null}
      <p className="report-page__links">
        <AppLink href={ROUTES.quiz}>{m.changeAnswers}</AppLink>
        <AppLink href={ROUTES.reportMethodology}>{m.methodologyLink}</AppLink>
      </p>

      {place?.kind === 'results' ? (
        <section aria-labelledby="report-costs-heading" className="report-section">
          <h2 id="report-costs-heading">{m.costsHeading}</h2>
          {report.estimate ? (
            <EstimateResult estimate={report.estimate} words={costResultWords} />
          ) : (
            <p>
              {m.costsMissing} <AppLink href={ROUTES.costs}>{m.costsLink}</AppLink>
            </p>
          )}
        </section>
      ) : null}

      <section aria-labelledby="report-ranking-heading" className="report-section report-section--wide">
        <h2 id="report-ranking-heading">{m.rankingHeading}</h2>
        {place?.kind === 'results' && report.insurers.length > 0 ? (
          <>
            <p>{m.rankingLead(report.insurers.length)}</p>
            <RankingWithPriorities
              insurers={report.insurers}
              ranked={ranked}
              answers={answers}
              reportPath={reportPath}
              meterSave={meterSave}
              onMeter={moveMeter}
            />
          </>
        ) : null}
        {place?.kind === 'results' && report.insurers.length === 0 ? <p>{quizMessages.where.noneSold}</p> : null}
        {place?.kind === 'exchange' ? (
          <ExchangeNotice
            exchange={place.exchange}
            text={
              place.leftIn === null
                ? m.exchange
                : (state: string, exchange: string) => m.exchangeLeft(state, place.leftIn!, exchange)
            }
            locale={locale}
          />
        ) : null}
        {place?.kind === 'county' ? <p>{m.countyMissing}</p> : null}
        {place?.kind === 'unknown' ? <p>{m.unknownPlace(place.zip)}</p> : null}
        {!place ? (
          <p>
            {m.unfinished} <AppLink href={ROUTES.quiz}>{m.continueQuiz}</AppLink>
          </p>
        ) : null}
      </section>

      {place?.kind === 'results' && report.insurers.length > 0 ? (
        <>
          <section aria-labelledby="report-weights-heading" className="report-section">
            <h2 id="report-weights-heading">{m.weightsHeading}</h2>
            <p>{m.weightsLead}</p>
            <WeightsTable weights={weights} withoutData={factorsWithoutData(ranked)} />
            <p className="find-page__note">{m.premiumsNote}</p>
            <AreaPremiumsNote
              premiums={place.areaPremiums}
              stateLabel={stateName(place.areaPremiums?.state ?? '', locale)}
              note={premiumNotes.areaPremiumsNote}
              age={answers.field_ir_birthday ? ageOn(answers.field_ir_birthday, todayIso()) : undefined}
            />
          </section>
        </>
      ) : null}

      <section aria-labelledby="report-actions-heading" className="report-section">
        <h2 id="report-actions-heading">{m.actionsHeading}</h2>
        {!token ? (
          <p>
            <AppLink href={loginHref(reportPath)}>{m.loginToKeep}</AppLink>
          </p>
        ) : null}
        <div className="quiz-actions">
          {email ? (
            <button
              type="button"
              className="button button--secondary"
              aria-disabled={emailState === 'sending' || undefined}
              onClick={() => void (emailState === 'sending' ? null : sendLink())}
            >
              {m.emailLink}
            </button>
          ) : null}
          {!confirmDelete ? (
            <button type="button" className="button button--secondary" onClick={() => setConfirmDelete(true)}>
              {m.deleteReport}
            </button>
          ) : null}
        </div>
        {!email ? <p className="quiz-note">{m.noEmail}</p> : null}
        <p role="status" className="quiz-note">
          {emailState === 'sent' && email ? m.emailSent(email) : null}
        </p>
        {emailState === 'failed' ? (
          <p role="alert" className="field-error">
            {m.emailFailed}
          </p>
        ) : null}
        {confirmDelete ? (
          <div className="report-confirm" role="group" aria-labelledby="report-delete-question">
            <p id="report-delete-question">{m.deleteConfirm}</p>
            <div className="quiz-actions">
              <button type="button" className="button button--primary" onClick={() => void remove()} ref={deleteYesRef}>
                {m.deleteYes}
              </button>
              <button type="button" className="button button--secondary" onClick={() => setConfirmDelete(false)}>
                {m.deleteCancel}
              </button>
            </div>
            {deleteFailed ? (
              <p role="alert" className="field-error">
                {m.deleteFailed}
              </p>
            ) : null}
          </div>
        ) : null}
      </section>

      <ReportReceipt answers={answers} countyName={placeName} isMember={Boolean(token)} />
    </div>
  )
}
