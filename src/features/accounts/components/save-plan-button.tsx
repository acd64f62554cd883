'use client'

import { useSyncExternalStore } from 'react'

import { useMessages, useAppRouter, useLocalizedHref } from '@/components/ui/locale'

import { accountSavePlan as accountSavePlanEn } from '@/messages/en/accountSavePlan'
import { accountSavePlan as accountSavePlanEs } from '@/messages/es/accountSavePlan'

import { useAuth } from '../auth-context'
import { loginHref, safeBackPath } from '../session'

const unchanging = () => () => {}

/**
 * "Save this plan" on a plan page. The page is cached for visitors, so the server and the
 * browser's first render show the same unpressed button; the member's saved plans are read
 * in the browser. A visitor who presses it is taken to log in and brought back (to `back`,
 * by default the plan page). When the saved plans could not be loaded ("Failed"), pressing
 * it loads them again and then saves the plan. Until the page's script runs it is a link to the
 * login page with `back`: a browser without script (which cannot hold a session) is taken there.
 * A link, not a form, as it sits inside other forms (the results page's comparison).
 */
export function SavePlanButton({ nid, planName, back }: { nid: number; planName?: string; back?: string }) {
  const accountSavePlanMessages = useMessages(accountSavePlanEn, accountSavePlanEs)
  const m = accountSavePlanMessages
  const router = useAppRouter()
  const localize = useLocalizedHref()
  const scripted = useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  )
  const returnTo = safeBackPath(back ?? `/plans/${nid}`)
  const { isLoaded, loggedIn, savedPlans, savedPlansStatus, toggleSavedPlan } = useAuth()
  const isSaved = loggedIn && savedPlans.includes(nid)
  // A list that could not be loaded leaves the button usable: pressing it tries again.
  const isReady = isLoaded && (!loggedIn || savedPlansStatus === 'loaded' || savedPlansStatus === 'failed')

  function press() {
    if (!isReady) return
    if (!loggedIn) {
      router.push(loginHref(returnTo))
      return
    }
    void toggleSavedPlan(nid)
  }

  const icon = (
    <svg className="save-plan-button__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        d="M6 3h12v18l-6-4.5L6 21z"
        fill={isSaved ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  )
  // In a list of plans, each button names its plan.
  const label = planName ? m.saveNamed(planName) : undefined
  if (!scripted) {
    return (
      <a className="button button--secondary save-plan-button" href={localize(loginHref(returnTo))} aria-label={label}>
        {icon}
        {m.save}
      </a>
    )
  }
  return (
    <button
      type="button"
      className="button button--secondary save-plan-button"
      onClick={press}
      aria-pressed={isSaved}
      aria-disabled={!isReady || undefined}
      data-saved={isSaved || undefined}
      aria-label={label}
    >
      {icon}
      {isSaved ? m.saved : m.save}
    </button>
  )
}
