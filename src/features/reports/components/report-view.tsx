'use client'

import { INTL_LOCALE, type Locale } from '@/lib/i18n'
import { useMessages, useLocale } from '@/components/ui/locale'
import { useMemo, useState } from 'react'

import { AppLink } from '@/components/ui/app-link'
import { useAuth } from '@/features/accounts'
import { estimateResultWords, EstimateResult } from '@/features/costs'
import { AreaPremiumsNote } from '@/features/find'
import { stateName } from '@/lib/us-states'
import { ExchangeNotice } from '@/features/plans'
import { ROUTES } from '@/platform/routes'
import { quiz as quizEn } from '@/messages/en/quiz'
import { quiz as quizEs } from '@/messages/es/quiz'
import { premiumNotes as premiumNotesEn } from '@/messages/en/premiumNotes'
import { premiumNotes as premiumNotesEs } from '@/messages/es/premiumNotes'
import { costResult as costResultEn } from '@/messages/en/costResult'
import { costResult as costResultEs } from '@/messages/es/costResult'
import { report as reportEn } from '@/messages/en/report'
import { report as reportEs } from '@/messages/es/report'

import { factorsWithoutData, rankInsurers, weightsFor } from '../ranking'
import type { LoadedReport } from '../report-api'
import { rankingAnswersOf, rankingInputOf } from '../report-insurers'
import { ageOn, LAST_QUIZ_STEP, todayIso, type MeterField, type StoredAnswers } from '../schema'
import { ReportActions } from './report-actions'
import { ReportNotFoundContent } from './report-not-found-content'
import { RankingWithPriorities } from './report-ranking'
import { ReportReceipt } from './report-receipt'
import { useMeterAutosave } from './use-meter-autosave'
import { useReport } from './use-report'
import { WeightsTable } from './weights-table'

const formatDay = (iso: string | null, locale: Locale) =>
  iso ? new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long' }).format(new Date(iso)) : ''

/**
 * A person's report (product brief §8): the insurers sold in their county ranked by the
 * weights their answers set, each with the factors behind its score; the meters to move;
 * the weights and their reasons; the privacy receipt; email and delete. A report no account
 * owns arrives rendered with its page (`initial`, call 4's data); an account's is read in the
 * browser with the member's token.
 */
export function ReportView({
  reportId,
  initial,
  askDelete = false,
}: {
  reportId: string
  initial?: unknown
  /** Open with the question "Delete this report?" (asked for without script). */
  askDelete?: boolean
}) {
  const m = useMessages(reportEn, reportEs)
  const quizMessages = useMessages(quizEn, quizEs)
  const { isLoaded, loggedIn, accessToken } = useAuth()
  const token = loggedIn ? accessToken : null
  const { loaded, retry, markDeleted } = useReport(reportId, initial, { isLoaded, token })

  if (loaded.status === 'loading') return <p role="status">{m.loading}</p>
  if (loaded.status === 'notFound') return <ReportNotFoundContent reportId={reportId} offerLogin={!token} />
  if (loaded.status === 'failed') {
    return (
      <div className="report-page">
        <p role="alert">{m.failed}</p>
        <button type="button" className="button button--secondary" onClick={retry}>
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
      askDelete={askDelete}
      onDeleted={markDeleted}
    />
  )
}

/** A loaded report: its answers and meters change here, and the ranking follows them. */
function ReadyReport({
  report,
  reportId,
  token,
  askDelete,
  onDeleted,
}: {
  report: LoadedReport
  reportId: string
  token: string | null
  askDelete: boolean
  onDeleted: () => void
}) {
  const premiumNotes = useMessages(premiumNotesEn, premiumNotesEs)
  const locale = useLocale()
  const m = useMessages(reportEn, reportEs)
  const quizMessages = useMessages(quizEn, quizEs)
  const costResult = useMessages(costResultEn, costResultEs)
  const costResultWords = useMemo(() => estimateResultWords(costResult), [costResult])
  const [answers, setAnswers] = useState<StoredAnswers>(report.answers)
  const { meterSave, queueMeter } = useMeterAutosave(reportId, token)
  const reportPath = `/report/${encodeURIComponent(reportId)}`
  // Worked out again only when a meter moves: the ranking of every insurer sold here.
  const ranked = useMemo(
    () => rankInsurers(report.insurers.map(rankingInputOf), rankingAnswersOf(answers)),
    [report.insurers, answers],
  )

  function moveMeter(name: MeterField, value: number) {
    setAnswers((before) => ({ ...before, [name]: value }))
    queueMeter(name, value)
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
              reportId={reportId}
              insurers={report.insurers}
              ranked={ranked}
              answers={answers}
              reportPath={reportPath}
              meterSave={meterSave}
              onMeter={moveMeter}
              plans={report.plans}
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

      <ReportActions
        reportId={reportId}
        reportPath={reportPath}
        token={token}
        email={email}
        askDelete={askDelete}
        onDeleted={onDeleted}
      />

      <ReportReceipt answers={answers} countyName={placeName} isMember={Boolean(token)} />
    </div>
  )
}
