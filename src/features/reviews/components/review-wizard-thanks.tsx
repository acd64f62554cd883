'use client'

import { useLocale, useMessages, usePagePath } from '@/components/ui/locale'
import { AppLink } from '@/components/ui/app-link'
import { registerHref } from '@/features/accounts'
import { INTL_LOCALE, type Locale } from '@/lib/i18n'
import { ROUTES } from '@/platform/routes'
import { reviewWizard as reviewWizardEn } from '@/messages/en/reviewWizard'
import { reviewWizard as reviewWizardEs } from '@/messages/es/reviewWizard'

import type { WizardState } from '../wizard-state'
import { StepActions } from './review-wizard-fields'

/** A moment later today as a person reads it on this device ("3:45 PM", "3:45 p.m."). */
function formatClockTime(at: number, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { hour: 'numeric', minute: '2-digit' }).format(new Date(at))
}

/**
 * The wizard's step 4, "Thank you!" (seed-spec §2): when the review goes live, whether it
 * is held on this device and when it will be sent, the register prompt for a visitor, and
 * the ways on: back to the plan's reviews, and to the person's report or the home page.
 */
export function WizardThanks({
  id,
  headingRef,
  outcome,
  sendsAfter,
  postedAnonymously,
  reportId,
  onBackToReviews,
}: {
  id: string
  headingRef: (element: HTMLHeadingElement | null) => void
  outcome: WizardState['outcome']
  sendsAfter: number | null
  postedAnonymously: boolean
  reportId: string | null
  onBackToReviews: () => void
}) {
  const locale = useLocale()
  const m = useMessages(reviewWizardEn, reviewWizardEs)
  // Registering, and the login after it, come back to this plan's page.
  const pagePath = usePagePath()
  return (
    <section className="wizard__step wizard__done" aria-labelledby={id}>
      <h2 id={id} ref={headingRef} tabIndex={-1} className="wizard__heading">
        {m.thankYou}
      </h2>
      {outcome === 'queued' ? <p className="wizard__notice">{m.queued}</p> : null}
      {outcome === 'limited' ? (
        <p className="wizard__notice">{sendsAfter ? m.limitedUntil(formatClockTime(sendsAfter, locale)) : m.limited}</p>
      ) : null}
      <p>{m.goesLive}</p>
      {postedAnonymously ? (
        <p>
          {m.registerPrompt} <AppLink href={registerHref(pagePath)}>{m.register}</AppLink>
        </p>
      ) : null}
      <StepActions>
        <button type="button" className="button button--secondary" onClick={onBackToReviews}>
          <svg
            viewBox="0 0 16 16"
            width="16"
            height="16"
            aria-hidden="true"
            focusable="false"
            style={{ verticalAlign: '-0.15em', marginInlineEnd: '0.35em' }}
          >
            <path d="M10 3 5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {m.backToReviews}
        </button>
        {reportId ? (
          <AppLink href={`/report/${encodeURIComponent(reportId)}`} className="button button--primary">
            {m.backToReport}
          </AppLink>
        ) : (
          <AppLink href={ROUTES.home} className="button button--primary">
            {m.backToHomepage}
          </AppLink>
        )}
      </StepActions>
    </section>
  )
}
