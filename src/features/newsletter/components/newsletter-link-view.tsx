'use client'

import { useMessages, useTranslatedText } from '@/components/ui/locale'
import { useEffect, useRef, useState } from 'react'

import { AppLink } from '@/components/ui/app-link'
import { takeTokenFromAddress } from '@/features/accounts'
import { callApi } from '@/lib/api-client'
import { ROUTES } from '@/platform/routes'
import { newsletter as newsletterEn } from '@/messages/en/newsletter'
import { newsletter as newsletterEs } from '@/messages/es/newsletter'

import { NEWSLETTER_ENDPOINTS, NEWSLETTER_MESSAGES } from '../contract'

type Result = { kind: 'working' } | { kind: 'done' } | { kind: 'failed'; message: string }

/**
 * The page a newsletter mail's link opens: it takes the token from the address (removing it
 * there), confirms the sign-up or unsubscribes once, and says what happened.
 */
export function NewsletterLinkView({ action }: { action: 'confirm' | 'unsubscribe' }) {
  const translate = useTranslatedText()
  const m = useMessages(newsletterEn, newsletterEs)
  const [result, setResult] = useState<Result>({ kind: 'working' })
  const request = useRef<Promise<Result> | null>(null)
  useEffect(() => {
    request.current ??= (async (): Promise<Result> => {
      const token = takeTokenFromAddress()
      if (!token) return { kind: 'failed', message: NEWSLETTER_MESSAGES.tokenInvalid }
      const answer = await callApi(NEWSLETTER_ENDPOINTS[action], { body: { token } })
      if (answer.ok) return { kind: 'done' }
      return { kind: 'failed', message: answer.errors.token ?? answer.message ?? m.failed }
    })()
    let active = true
    void request.current.then((next) => active && setResult(next))
    return () => {
      active = false
    }
  }, [action, m.failed])
  return (
    <div role="status">
      {result.kind === 'working' ? <p>{action === 'confirm' ? m.confirmChecking : m.unsubscribing}</p> : null}
      {result.kind === 'done' ? <p>{action === 'confirm' ? m.confirmed : m.unsubscribed}</p> : null}
      {result.kind === 'failed' ? <p className="field-error">{translate(result.message)}</p> : null}
      {result.kind !== 'working' ? <AppLink href={ROUTES.home}>{m.homeLink}</AppLink> : null}
    </div>
  )
}
