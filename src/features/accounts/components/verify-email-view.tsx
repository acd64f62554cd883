'use client'

import { useMessages } from '@/components/ui/locale'

import { useEffect, useRef, useState } from 'react'
import { z } from '@/lib/zod'

import { AppLink } from '@/components/ui/app-link'
import { ROUTES } from '@/platform/routes'
import { accountForms as accountFormsEn } from '@/messages/en/accountForms'
import { accountForms as accountFormsEs } from '@/messages/es/accountForms'
import { accountVerify as accountVerifyEn } from '@/messages/en/accountVerify'
import { accountVerify as accountVerifyEs } from '@/messages/es/accountVerify'
import { callApi } from '@/lib/api-client'

import { ACCOUNT_ENDPOINTS } from '../account-api'
import { useAuth } from '../auth-context'
import { ACCOUNT_MESSAGES, tokenSchema } from '../schema'
import { takeTokenFromAddress } from '../url-token'
import { FormMessage } from './form-parts'
import { failureMessage } from '@/components/ui/use-checked-form'

type Result =
  { kind: 'checking' } | { kind: 'confirmed'; what: 'account' | 'email' } | { kind: 'failed'; message: string }

const confirmedAnswer = z.object({ confirmed: z.enum(['account', 'email']) })

/** Takes the token from the address (and removes it there), then confirms it once. */
async function confirmFromAddress(f: typeof accountFormsEn): Promise<Result> {
  const parsed = tokenSchema.safeParse({ token: takeTokenFromAddress() ?? '' })
  if (!parsed.success) return { kind: 'failed', message: ACCOUNT_MESSAGES.tokenMissing }
  const answer = await callApi(ACCOUNT_ENDPOINTS.verifyEmail, { body: parsed.data })
  if (answer.ok) {
    const confirmed = confirmedAnswer.safeParse(answer.data)
    return { kind: 'confirmed', what: confirmed.success ? confirmed.data.confirmed : 'account' }
  }
  return { kind: 'failed', message: answer.errors.token ?? failureMessage(answer, f) }
}

/**
 * The page an emailed confirmation link opens: a new account's address, or a changed one.
 * The token is read once and sent once, even when React runs the effect twice.
 */
export function VerifyEmailView() {
  const accountVerifyMessages = useMessages(accountVerifyEn, accountVerifyEs)
  const m = accountVerifyMessages
  const accountForms = useMessages(accountFormsEn, accountFormsEs)
  const auth = useAuth()
  const [result, setResult] = useState<Result>({ kind: 'checking' })
  const request = useRef<Promise<Result> | null>(null)
  const { loggedIn, refresh } = auth

  useEffect(() => {
    request.current ??= confirmFromAddress(accountForms)
    let isActive = true
    void request.current.then((next) => {
      if (isActive) setResult(next)
    })
    return () => {
      isActive = false
    }
  }, [accountForms])

  useEffect(() => {
    // The profile shows the new address at once.
    if (result.kind === 'confirmed' && result.what === 'email' && loggedIn) void refresh()
  }, [result, loggedIn, refresh])

  if (result.kind === 'checking') {
    return (
      <p className="account-panel" role="status">
        {m.checking}
      </p>
    )
  }
  if (result.kind === 'failed') {
    return (
      <div className="account-panel">
        <h2>{m.failedHeading}</h2>
        <FormMessage kind="error">{result.message}</FormMessage>
        <ul className="account-links-list">
          <li>
            <AppLink href={ROUTES.login}>{m.loginLink}</AppLink>
          </li>
          <li>
            <AppLink href={ROUTES.register}>{m.registerLink}</AppLink>
          </li>
          <li>
            <AppLink href={ROUTES.forgotPassword}>{m.forgotLink}</AppLink>
          </li>
        </ul>
      </div>
    )
  }
  const goToProfile = result.what === 'email' && loggedIn
  return (
    <div className="account-panel">
      <FormMessage kind="success">{result.what === 'email' ? m.confirmedEmail : m.confirmedAccount}</FormMessage>
      <p>
        {goToProfile ? (
          <AppLink href={ROUTES.profile} className="button button--primary">
            {m.profileLink}
          </AppLink>
        ) : (
          <AppLink href={ROUTES.login} className="button button--primary">
            {m.loginLink}
          </AppLink>
        )}
      </p>
    </div>
  )
}
