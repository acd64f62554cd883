'use client'

import { useMessages, useAppRouter } from '@/components/ui/locale'

import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { toast } from '@/components/ui/toaster'

import { removeStorage, STORAGE_KEYS } from '@/platform/browser-storage'
import { ROUTES } from '@/platform/routes'
import { accountForms as accountFormsEn } from '@/messages/en/accountForms'
import { accountForms as accountFormsEs } from '@/messages/es/accountForms'
import { accountProfile as accountProfileEn } from '@/messages/en/accountProfile'
import { accountProfile as accountProfileEs } from '@/messages/es/accountProfile'
import { callApi } from '@/lib/api-client'

import { ACCOUNT_ENDPOINTS } from '../account-api'
import { useAuth } from '../auth-context'
import { deleteAccountSchema } from '../schema'
import { FormMessage, TextField, useAccountForm } from './form-parts'
import { failureMessage } from '@/components/ui/use-checked-form'

/** "Download my data": everything Candor keeps about the member, saved as a .json file. */
export function DownloadData() {
  const accountProfileMessages = useMessages(accountProfileEn, accountProfileEs)
  const m = accountProfileMessages
  const accountFormsMessages = useMessages(accountFormsEn, accountFormsEs)
  const { accessToken, endSession } = useAuth()
  const [isPreparing, setPreparing] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function download() {
    if (isPreparing) return
    setPreparing(true)
    setError(null)
    const answer = await callApi(ACCOUNT_ENDPOINTS.export, { method: 'GET', token: accessToken })
    setPreparing(false)
    if (answer.status === 401) return endSession()
    if (!answer.ok) {
      setError(answer.status === 0 ? failureMessage(answer, accountFormsMessages) : (answer.message ?? m.dataFailed))
      return
    }
    const file = new Blob([`${JSON.stringify(answer.data, null, 2)}\n`], { type: 'application/json' })
    const url = URL.createObjectURL(file)
    const link = document.createElement('a')
    link.href = url
    link.download = m.dataFileName(new Date().toISOString().slice(0, 10))
    document.body.append(link)
    link.click()
    link.remove()
    // The browser has taken the file by the next task.
    setTimeout(() => URL.revokeObjectURL(url), 0)
  }

  return (
    <div>
      <p>{m.dataText}</p>
      <FormMessage kind="error">{error}</FormMessage>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => void download()}
        aria-disabled={isPreparing || undefined}
      >
        {isPreparing ? m.dataPreparing : m.dataDownload}
      </button>
    </div>
  )
}

/** What deleting the account clears on this device: the prefills (the session, and what waited for a claim, go with the auth store). */
function clearAccountStorage() {
  removeStorage(STORAGE_KEYS.userDisplayName)
  removeStorage(STORAGE_KEYS.userEmail)
}

/**
 * "Delete my account": the password and a choice about published reviews, then a second,
 * explicit confirmation before anything is sent.
 */
export function DeleteAccount() {
  const accountProfileMessages = useMessages(accountProfileEn, accountProfileEs)
  const accountFormsMessages = useMessages(accountFormsEn, accountFormsEs)
  const m = accountProfileMessages
  const f = accountFormsMessages
  const router = useAppRouter()
  const { accessToken, endSession, forgetDeviceClaims } = useAuth()
  const form = useAccountForm(deleteAccountSchema, { password: '', published_reviews: '' })
  const [isConfirming, setConfirming] = useState(false)
  const confirmHeadingRef = useRef<HTMLHeadingElement>(null)
  const continueRef = useRef<HTMLButtonElement>(null)
  const wasConfirming = useRef(false)
  const choiceId = useId()
  const choiceErrorId = `${choiceId}-error`

  useEffect(() => {
    // Focus follows the step: the question when it appears, the form's button when cancelled.
    if (isConfirming) confirmHeadingRef.current?.focus()
    else if (wasConfirming.current) continueRef.current?.focus()
    wasConfirming.current = isConfirming
  }, [isConfirming])

  function review(event: FormEvent) {
    event.preventDefault()
    if (form.validate()) setConfirming(true)
  }

  async function confirm() {
    if (form.isSending) return
    const input = deleteAccountSchema.safeParse(form.values)
    if (!input.success) return setConfirming(false)
    form.setSending(true)
    const answer = await callApi(ACCOUNT_ENDPOINTS.delete, { token: accessToken, body: input.data })
    form.setSending(false)
    if (answer.ok) {
      clearAccountStorage()
      forgetDeviceClaims()
      endSession({ byUser: true })
      toast.success(m.deleted)
      router.push(ROUTES.home)
      return
    }
    if (answer.status === 401) return endSession()
    setConfirming(false)
    form.showFailure(answer, ['password', 'published_reviews'])
  }

  const choice = form.values.published_reviews
  if (isConfirming) {
    return (
      <div className="account-confirm" role="group" aria-labelledby={`${choiceId}-confirm`}>
        <h3 id={`${choiceId}-confirm`} ref={confirmHeadingRef} tabIndex={-1}>
          {m.deleteConfirmHeading}
        </h3>
        <p>{choice === 'keep' ? m.deleteConfirmText.keep : m.deleteConfirmText.delete}</p>
        <div className="account-confirm__actions">
          <button
            type="button"
            className="button button--danger"
            onClick={() => void confirm()}
            aria-disabled={form.isSending || undefined}
          >
            {form.isSending ? f.sending : m.deleteConfirm}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
            {m.deleteCancel}
          </button>
        </div>
      </div>
    )
  }

  return (
    <form id={form.formId} className="account-form" onSubmit={review} noValidate>
      <p>{m.deleteText}</p>
      <FormMessage kind="error">{form.formError}</FormMessage>
      <TextField
        name="password"
        type="password"
        label={m.deletePassword}
        value={form.values.password}
        onChange={(value) => form.setValue('password', value)}
        error={form.errors.password}
        autoComplete="current-password"
      />
      <fieldset
        className="account-choice"
        role="radiogroup"
        aria-required="true"
        aria-invalid={form.errors.published_reviews ? true : undefined}
        aria-describedby={form.errors.published_reviews ? choiceErrorId : undefined}
      >
        <legend>{m.deleteChoiceLegend}</legend>
        {(['delete', 'keep'] as const).map((option) => (
          <div key={option} className="account-choice__option">
            <input
              type="radio"
              id={`${choiceId}-${option}`}
              name="published_reviews"
              value={option}
              checked={choice === option}
              onChange={() => form.setValue('published_reviews', option)}
              required
            />
            <label htmlFor={`${choiceId}-${option}`}>
              {option === 'delete' ? m.deleteChoiceDelete : m.deleteChoiceKeep}
            </label>
          </div>
        ))}
        {form.errors.published_reviews ? (
          <p id={choiceErrorId} className="field-error">
            {form.errors.published_reviews}
          </p>
        ) : null}
      </fieldset>
      <button ref={continueRef} type="submit" className="button button--danger">
        {m.deleteContinue}
      </button>
    </form>
  )
}
