'use client'

import { useActionState, useEffect, useId, useRef, useState, type FormEvent } from 'react'

import { AppLink } from '@/components/ui/app-link'
import { useLocalizedHref, useMessages } from '@/components/ui/locale'
import { loginHref } from '@/features/accounts'
import { callApi } from '@/lib/api-client'
import { readStorage, removeStorage, STORAGE_KEYS } from '@/platform/browser-storage'
import { report as reportEn } from '@/messages/en/report'
import { report as reportEs } from '@/messages/es/report'

import { REPORT_ENDPOINTS } from '../report-api'
import { deleteReportAction, emailReportAction } from '../report-form-action'
import { IDLE_DELETE, IDLE_EMAIL, REPORT_DELETE_ASK, REPORT_FORM } from '../report-form-state'
import { useScripted } from './use-scripted'

/** The question "Delete this report for good?", where a page without script scrolls to. */
const QUESTION_ID = 'report-delete-question'

/**
 * What a person can do with their report: sign in to keep it, have its link mailed to the
 * address they gave (a form too, posted without script), and delete it (after a question, with the answer's button focused).
 * Both steps of deleting are forms: without script "Delete this report" asks for the page
 * with its question shown (`askDelete`), and "Yes, delete it" is posted and answered with a
 * page saying the report is gone; with script the question opens here and the report's call
 * deletes it.
 */
export function ReportActions({
  reportId,
  reportPath,
  token,
  email,
  askDelete = false,
  onDeleted,
}: {
  reportId: string
  reportPath: string
  token: string | null
  email: string | undefined
  /** The page was asked for with the question open (the first step of deleting, without script). */
  askDelete?: boolean
  onDeleted: () => void
}) {
  const m = useMessages(reportEn, reportEs)
  const localize = useLocalizedHref()
  const scripted = useScripted()
  const askFormId = useId()
  const emailFormId = useId()
  const [emailState, setEmailState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle')
  const [posted, deleteAction] = useActionState(deleteReportAction, IDLE_DELETE)
  const [mailed, emailAction] = useActionState(emailReportAction, IDLE_EMAIL)
  const sent = emailState === 'sent' || mailed.status === 'sent'
  const [asked, setAsked] = useState(askDelete || posted.status === 'failed')
  const [deleteFailed, setDeleteFailed] = useState(false)
  const deleteYesRef = useRef<HTMLButtonElement>(null)
  const movedRef = useRef(false)

  useEffect(() => {
    if (asked && movedRef.current) deleteYesRef.current?.focus()
  }, [asked])

  async function sendLink(event: FormEvent) {
    event.preventDefault()
    if (emailState === 'sending') return
    setEmailState('sending')
    const answer = await callApi(REPORT_ENDPOINTS.email(reportId), { token })
    setEmailState(answer.ok ? 'sent' : 'failed')
  }

  function ask(event: FormEvent) {
    event.preventDefault()
    movedRef.current = true
    setAsked(true)
  }

  async function remove(event: FormEvent) {
    event.preventDefault()
    setDeleteFailed(false)
    const answer = await callApi(REPORT_ENDPOINTS.remove(reportId), { token })
    if (!answer.ok && answer.status !== 404) return setDeleteFailed(true)
    if (readStorage(STORAGE_KEYS.unauthReport) === reportId) removeStorage(STORAGE_KEYS.unauthReport)
    onDeleted()
  }

  return (
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
            type="submit"
            form={emailFormId}
            className="button button--secondary"
            aria-disabled={emailState === 'sending' || undefined}
          >
            {m.emailLink}
          </button>
        ) : null}
        {!asked ? (
          <button type="submit" form={askFormId} className="button button--secondary">
            {m.deleteReport}
          </button>
        ) : null}
      </div>
      {/* Posted without script (the page answers); with script the report's call mails the link. */}
      <form id={emailFormId} action={emailAction} onSubmit={(event) => void sendLink(event)}>
        <input type="hidden" name={REPORT_FORM.report} value={reportId} />
      </form>
      <form id={askFormId} method="get" action={`${localize(reportPath)}#${QUESTION_ID}`} onSubmit={ask}>
        <input type="hidden" name={REPORT_FORM.deleteStep} value={REPORT_DELETE_ASK} />
      </form>
      {!email ? <p className="quiz-note">{m.noEmail}</p> : null}
      <p role="status" className="quiz-note">
        {sent && email ? m.emailSent(email) : null}
      </p>
      {emailState === 'failed' || mailed.status === 'failed' ? (
        <p role="alert" className="field-error">
          {emailState === 'failed' ? m.emailFailed : mailed.status === 'failed' ? mailed.message : null}
        </p>
      ) : null}
      {asked ? (
        <form
          action={deleteAction}
          onSubmit={remove}
          className="report-confirm"
          role="group"
          aria-labelledby={QUESTION_ID}
        >
          <input type="hidden" name={REPORT_FORM.report} value={reportId} />
          <p id={QUESTION_ID}>{m.deleteConfirm}</p>
          <div className="quiz-actions">
            <button type="submit" className="button button--primary" ref={deleteYesRef}>
              {m.deleteYes}
            </button>
            {scripted ? (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => {
                  setAsked(false)
                  setDeleteFailed(false)
                }}
              >
                {m.deleteCancel}
              </button>
            ) : (
              <AppLink href={reportPath} className="button button--secondary">
                {m.deleteCancel}
              </AppLink>
            )}
          </div>
          {deleteFailed || posted.status === 'failed' ? (
            <p role="alert" className="field-error">
              {posted.status === 'failed' && !deleteFailed ? posted.message : m.deleteFailed}
            </p>
          ) : null}
        </form>
      ) : null}
    </section>
  )
}
