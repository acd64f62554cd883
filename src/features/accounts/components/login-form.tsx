'use client'

import { useMessages, useAppRouter } from '@/components/ui/locale'
import './accounts.css'

import { useState, type FormEvent } from 'react'
import { z } from '@/lib/zod'

import { AppLink } from '@/components/ui/app-link'
import { ROUTES } from '@/lib/routes'
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
  const destination = safeBackPath(back)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (form.isSending) return
    const input = form.validate()
    if (!input) return
    form.setSending(true)
    setLockedOut(false)
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
    <form id={form.formId} className="account-form" onSubmit={submit} noValidate>
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
