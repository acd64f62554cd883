'use client'

import { useFrameWords, useLocale, useMessages } from '@/components/ui/locale'

import { AppLink } from '@/components/ui/app-link'
import { ROUTES } from '@/platform/routes'
import { accountProfile as accountProfileEn } from '@/messages/en/accountProfile'
import { accountProfile as accountProfileEs } from '@/messages/es/accountProfile'

import { ACCOUNT_ENDPOINTS, memberReportsOf, memberReviewsOf } from '../account-api'
import { useAuth } from '../auth-context'
import { formatDate, useMemberData } from './use-member-data'
import { usePlanNames } from './use-plan-names'

const EXCERPT_LENGTH = 240

function excerpt(text: string): string {
  const clean = text.trim()
  return clean.length > EXCERPT_LENGTH ? `${clean.slice(0, EXCERPT_LENGTH).trimEnd()}…` : clean
}

function Loading() {
  const accountSessionMessages = useFrameWords().accountSession
  return <p role="status">{accountSessionMessages.loading}</p>
}

/** The member's reviews, newest first, with where each stands in moderation. */
export function MyReviews() {
  const locale = useLocale()
  const accountProfileMessages = useMessages(accountProfileEn, accountProfileEs)
  const m = accountProfileMessages
  const reviews = useMemberData(ACCOUNT_ENDPOINTS.reviews, 'GET', memberReviewsOf)
  if (reviews.status === 'loading') return <Loading />
  if (reviews.status === 'failed') return <p className="account-note">{m.reviewsFailed}</p>
  if (reviews.value.length === 0) return <p className="account-note">{m.reviewsNone}</p>
  return (
    <ul className="account-list">
      {reviews.value.map((review) => {
        const plan = review.plan_name ?? review.issuer_legal_name ?? m.reviewPlanFallback(review.plan ?? review.id)
        const submitted = formatDate(review.submitted_at, locale)
        return (
          <li key={review.id} className="account-list__item account-review" data-status={review.status}>
            <div className="account-review__top">
              <h3 className="account-list__title">
                {review.plan ? <AppLink href={`/plans/${review.plan}`}>{m.reviewOf(plan)}</AppLink> : m.reviewOf(plan)}
              </h3>
              <span className="status-badge" data-status={review.status}>
                {m.reviewStatus[review.status] ?? review.status}
              </span>
            </div>
            <p className="account-note">
              {m.reviewStatusNote[review.status] ?? ''} {submitted ? m.reviewSubmitted(submitted) : null}
            </p>
            {review.public_message ? <p className="account-review__text">{excerpt(review.public_message)}</p> : null}
          </li>
        )
      })}
    </ul>
  )
}

/** The plans the member saved, each with a way to remove it. */
export function SavedPlansList() {
  const accountProfileMessages = useMessages(accountProfileEn, accountProfileEs)
  const m = accountProfileMessages
  const { savedPlans, savedPlansStatus, toggleSavedPlan } = useAuth()
  const names = usePlanNames(savedPlans)
  if (savedPlansStatus === 'loading' || savedPlansStatus === 'idle') return <Loading />
  if (savedPlansStatus === 'failed') return <p className="account-note">{m.savedFailed}</p>
  if (savedPlans.length === 0) return <p className="account-note">{m.savedNone}</p>
  return (
    <ul className="account-list">
      {savedPlans.map((nid) => (
        <li key={nid} className="account-list__item account-list__item--row">
          <AppLink href={`/plans/${nid}`}>{names[nid] ?? m.savedPlan(nid)}</AppLink>
          <button
            type="button"
            className="link-button"
            aria-label={m.savedRemoveLabel(nid)}
            onClick={() => void toggleSavedPlan(nid)}
          >
            {m.savedRemove}
          </button>
        </li>
      ))}
    </ul>
  )
}

/** The member's reports (call 3), the most recent first. */
export function MyReports() {
  const locale = useLocale()
  const accountProfileMessages = useMessages(accountProfileEn, accountProfileEs)
  const m = accountProfileMessages
  const reports = useMemberData(ACCOUNT_ENDPOINTS.reports, 'POST', memberReportsOf)
  if (reports.status === 'loading') return <Loading />
  if (reports.status === 'failed') return <p className="account-note">{m.reportsFailed}</p>
  if (reports.value.length === 0) {
    return (
      <p className="account-note">
        {m.reportsNone} <AppLink href={ROUTES.quiz}>{m.quizLink}</AppLink>
      </p>
    )
  }
  return (
    <ul className="account-list">
      {reports.value.map((report) => (
        <li key={report.id} className="account-list__item">
          <AppLink href={`/report/${encodeURIComponent(report.id)}`}>
            {m.reportLink(formatDate(report.changedAt, locale), report.zip)}
          </AppLink>
          {report.finished ? null : <span className="account-note"> ({m.reportUnfinished})</span>}
        </li>
      ))}
    </ul>
  )
}
