'use client'

import { useEffect, useRef, useState } from 'react'

import { AppLink } from '@/components/ui/app-link'
import { useMessages } from '@/components/ui/locale'
import { loginHref } from '@/features/accounts'
import { callApi } from '@/lib/api-client'
import { readStorage, removeStorage, STORAGE_KEYS } from '@/lib/browser-storage'
import { report as reportEn } from '@/messages/en/report'
import { report as reportEs } from '@/messages/es/report'

import { REPORT_ENDPOINTS } from '../report-api'

/**
 * What a person can do with their report: sign in to keep it, have its link mailed to the
 * address they gave, and delete it (after a question, with the answer's button focused).
 */
export function ReportActions({
  reportId,
  reportPath,
  token,
  email,
  onDeleted,
}: {
  reportId: string
  reportPath: string
  token: string | null
  email: string | undefined
  onDeleted: () => void
}) {
  const m = useMessages(reportEn, reportEs)
  const [emailState, setEmailState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle')
  const [confirmDelete, setConfirmDelete] = useState(false)
  const [deleteFailed, setDeleteFailed] = useState(false)
  const deleteYesRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (confirmDelete) deleteYesRef.current?.focus()
  }, [confirmDelete])

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
  )
}
