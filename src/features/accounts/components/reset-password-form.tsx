'use client'

import { useMessages } from '@/components/ui/locale'

import { useEffect, useRef, useState, type FormEvent } from 'react'

import { AppLink } from '@/components/ui/app-link'
import { ROUTES } from '@/platform/routes'
import { accountForms as accountFormsEn } from '@/messages/en/accountForms'
import { accountForms as accountFormsEs } from '@/messages/es/accountForms'
import { accountReset as accountResetEn } from '@/messages/en/accountReset'
import { accountReset as accountResetEs } from '@/messages/es/accountReset'
import { callApi } from '@/lib/api-client'

import { ACCOUNT_ENDPOINTS } from '../account-api'
import { useAuth } from '../auth-context'
import { resetPasswordSchema } from '../schema'
import { takeTokenFromAddress } from '../url-token'
import { FormMessage, TextField, useAccountForm } from './form-parts'

/**
 * A new password from an emailed link. The token is taken from the address as the page
 * starts (and removed there); a missing, used or expired one is said next to a way to ask
 * for a new link.
 */
export function ResetPasswordForm() {
  const accountResetMessages = useMessages(accountResetEn, accountResetEs)
  const accountFormsMessages = useMessages(accountFormsEn, accountFormsEs)
  const m = accountResetMessages
  const f = accountFormsMessages
  const { loggedIn, refresh } = useAuth()
  const tokenRef = useRef<string | null>(null)
  const form = useAccountForm(resetPasswordSchema.pick({ password: true }), { password: '' })
  const [tokenError, setTokenError] = useState<string | null>(null)
  const [isDone, setDone] = useState(false)
  const doneRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    // Runs twice under React's strict mode: the second run finds the address already clean.
    tokenRef.current ??= takeTokenFromAddress()
  }, [])

  useEffect(() => {
    if (isDone) doneRef.current?.focus()
  }, [isDone])

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (form.isSending) return
    const input = form.validate()
    if (!input) return
    const parsed = resetPasswordSchema.safeParse({ token: tokenRef.current ?? '', password: input.password })
    if (!parsed.success) {
      setTokenError(parsed.error.issues.find((issue) => issue.path[0] === 'token')?.message ?? null)
      if (parsed.error.issues.every((issue) => issue.path[0] === 'token')) return
    }
    form.setSending(true)
    setTokenError(null)
    const answer = await callApi(ACCOUNT_ENDPOINTS.resetPassword, {
      body: { token: tokenRef.current ?? '', password: input.password },
    })
    form.setSending(false)
    if (answer.ok) {
      setDone(true)
      // Every session of the account has ended: this device learns it now, not on the next call.
      if (loggedIn) void refresh()
      return
    }
    if (answer.errors.token) {
      setTokenError(answer.errors.token)
      return
    }
    form.showFailure(answer, ['password'])
  }

  if (isDone) {
    return (
      <div className="account-panel" ref={doneRef} tabIndex={-1}>
        <FormMessage kind="success">{m.doneText}</FormMessage>
        <p>
          <AppLink href={ROUTES.login} className="button button--primary">
            {m.loginLink}
          </AppLink>
        </p>
      </div>
    )
  }

  return (
    <form id={form.formId} className="account-form" onSubmit={submit} noValidate>
      {tokenError ? (
        <FormMessage kind="error">
          {tokenError} <AppLink href={ROUTES.forgotPassword}>{m.forgotLink}</AppLink>
        </FormMessage>
      ) : null}
      <FormMessage kind="error">{form.formError}</FormMessage>
      <TextField
        name="password"
        type="password"
        label={f.newPassword}
        hint={f.passwordRules}
        value={form.values.password}
        onChange={(value) => form.setValue('password', value)}
        error={form.errors.password}
        autoComplete="new-password"
      />
      <button type="submit" className="button button--primary" aria-disabled={form.isSending || undefined}>
        {form.isSending ? f.sending : m.submit}
      </button>
    </form>
  )
}
