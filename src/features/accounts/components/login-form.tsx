'use client'

import { useMessages, useAppRouter } from '@/components/ui/locale'

import { useState, type FormEvent } from 'react'
import { z } from '@/lib/zod'

import { AppLink } from '@/components/ui/app-link'
import { ROUTES } from '@/platform/routes'
import { accountForms as accountFormsEn } from '@/messages/en/accountForms'
import { accountForms as accountFormsEs } from '@/messages/es/accountForms'
import { accountLogin as accountLoginEn } from '@/messages/en/accountLogin'
import { accountLogin as accountLoginEs } from '@/messages/es/accountLogin'
import { callApi } from '@/lib/api-client'

import { ACCOUNT_ENDPOINTS } from '../account-api'
import { useAuth } from '../auth-context'
import { loginSchema } from '../schema'
import { forgotPasswordHref, registerHref, safeBackPath } from '../session'
import { FormMessage, TextField, useAccountForm } from './form-parts'
import { failureMessage } from '@/components/ui/use-checked-form'

const FIELDS = ['email', 'password'] as const

const tokenAnswer = z.object({ access_token: z.string().min(1) })

/** Statuses whose message the server writes for the person (wrong password, unconfirmed, locked, too many tries). */
const SPOKEN_STATUSES = new Set([401, 403, 423, 429])

/** The login's answer for a right password whose address is not confirmed yet. */
const UNCONFIRMED_STATUS = 403

const resentAnswer = z.object({ message: z.string() })

/**
 * Login. The token from the server is kept in browser storage by the session, which reads
 * the account before the page moves on to `back` (a path on this site, else home).
 */
export function LoginForm({ back }: { back: string }) {
  const accountLoginMessages = useMessages(accountLoginEn, accountLoginEs)
  const accountFormsMessages = useMessages(accountFormsEn, accountFormsEs)
  const m = accountLoginMessages
  const f = accountFormsMessages
  const router = useAppRouter()
  const auth = useAuth()
  const form = useAccountForm(loginSchema, { email: '', password: '' })
  const [isLeaving, setLeaving] = useState(false)
  const [lockedOut, setLockedOut] = useState(false)
  // The address the login said is not confirmed yet: the confirmation link can be asked for again.
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null)
  const [resend, setResend] = useState<{ status: 'idle' | 'sending' } | { status: 'sent'; message: string }>({
    status: 'idle',
  })

  async function resendLink() {
    if (!unconfirmedEmail || resend.status === 'sending') return
    setResend({ status: 'sending' })
    const answer = await callApi(ACCOUNT_ENDPOINTS.resendVerification, { body: { email: unconfirmedEmail } })
    if (answer.ok) {
      const parsed = resentAnswer.safeParse(answer.data)
      setResend({ status: 'sent', message: parsed.success ? parsed.data.message : '' })
      return
    }
    setResend({ status: 'idle' })
    form.setFormError(answer.message ?? failureMessage(answer, f))
  }
  const destination = safeBackPath(back)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (form.isSending) return
    const input = form.validate()
    if (!input) return
    form.setSending(true)
    setLockedOut(false)
    setUnconfirmedEmail(null)
    setResend({ status: 'idle' })
    const answer = await callApi(ACCOUNT_ENDPOINTS.login, { body: input })
    const token = answer.ok ? tokenAnswer.safeParse(answer.data) : null
    if (token?.success) {
      setLeaving(true)
      const signedIn = await auth.login(token.data.access_token)
      form.setSending(false)
      if (signedIn) {
        router.replace(destination)
        return
      }
      setLeaving(false)
      return
    }
    form.setSending(false)
    if (!answer.ok && SPOKEN_STATUSES.has(answer.status)) {
      form.setValues({ ...form.values, password: '' })
      setLockedOut(answer.status === 423)
      if (answer.status === UNCONFIRMED_STATUS) setUnconfirmedEmail(input.email)
      form.setFormError(answer.message ?? failureMessage(answer, f))
      return
    }
    form.showFailure(answer, FIELDS)
  }

  if (auth.loggedIn && !isLeaving) {
    return (
      <div className="account-panel">
        <p>{m.alreadyIn}</p>
        <p>
          <AppLink href={ROUTES.profile}>{m.profileLink}</AppLink>
        </p>
      </div>
    )
  }

  const { values, errors } = form
  return (
    // Posted, never sent in an address: a browser without script must not put the password in one.
    <form id={form.formId} className="account-form" method="post" onSubmit={submit} noValidate>
      {form.formError ? (
        <FormMessage kind="error">
          {form.formError}
          {lockedOut ? (
            <>
              {' '}
              <AppLink href={forgotPasswordHref()}>{m.forgotLink}</AppLink>
            </>
          ) : null}
        </FormMessage>
      ) : null}
      {unconfirmedEmail ? (
        <p className="account-form__aside">
          <button
            type="button"
            className="button button--secondary"
            aria-disabled={resend.status === 'sending' || undefined}
            onClick={resendLink}
          >
            {resend.status === 'sending' ? m.resending : m.resendLink}
          </button>
        </p>
      ) : null}
      <FormMessage kind="success">{resend.status === 'sent' ? resend.message : null}</FormMessage>
      <TextField
        name="email"
        type="email"
        label={f.email}
        value={values.email}
        onChange={(value) => form.setValue('email', value)}
        error={errors.email}
        autoComplete="email"
      />
      <TextField
        name="password"
        type="password"
        label={f.password}
        value={values.password}
        onChange={(value) => form.setValue('password', value)}
        error={errors.password}
        autoComplete="current-password"
      />
      <button type="submit" className="button button--primary" aria-disabled={form.isSending || undefined}>
        {form.isSending ? f.sending : m.submit}
      </button>
      <p className="account-form__aside">
        <AppLink href={forgotPasswordHref()}>{m.forgotLink}</AppLink>
      </p>
      <p className="account-form__aside">
        {m.noAccount} <AppLink href={registerHref(destination)}>{m.registerLink}</AppLink>
      </p>
    </form>
  )
}
