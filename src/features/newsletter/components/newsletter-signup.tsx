'use client'

import { useTranslatedText } from '@/components/ui/locale'
import { useState, type FormEvent } from 'react'

import { Honeypot } from '@/components/ui/honeypot'
import { describedBy, FieldError } from '@/components/ui/field-error'
import { FormField } from '@/components/ui/form-field'
import { fieldErrorsOf } from '@/lib/validation'

import { NEWSLETTER_ENDPOINTS, NEWSLETTER_HONEYPOT, NEWSLETTER_MESSAGES, type SignupWords } from '../contract'

/**
 * The "Stay in the loop" sign-up: an email, a consent box that says what is sent, and a
 * honeypot. The answer is the same whether the address was new or known, so the form tells
 * no one who is subscribed. `labelledBy`: the id of the heading that names the form; `words`:
 * its words in the page's language (`signupWordsOf`), picked on the server.
 */
export function NewsletterSignup({ labelledBy, words: m }: { labelledBy: string; words: SignupWords }) {
  const translate = useTranslatedText()
  const [email, setEmail] = useState('')
  const [consent, setConsent] = useState(false)
  const [honeypot, setHoneypot] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [state, setState] = useState<'editing' | 'sending' | 'done'>('editing')
  const [failure, setFailure] = useState<string | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (state === 'sending') return
    setFailure(null)
    const body = { email, consent, [NEWSLETTER_HONEYPOT]: honeypot }
    // The schema (and Zod with it) and the API client load when someone sends the form, not
    // with every page.
    const [{ subscribeSchema }, { callApi }] = await Promise.all([import('../schema'), import('@/lib/api-client')])
    const parsed = subscribeSchema.safeParse(body)
    if (!parsed.success) {
      const found = fieldErrorsOf(parsed.error.issues)
      setErrors(found)
      document.getElementById(found.email ? 'newsletter-email' : 'newsletter-consent')?.focus()
      return
    }
    setState('sending')
    const answer = await callApi(NEWSLETTER_ENDPOINTS.subscribe, { body })
    if (answer.ok) return setState('done')
    setState('editing')
    if (Object.keys(answer.errors).length > 0) setErrors(answer.errors)
    else setFailure(answer.message ?? m.failed)
  }

  if (state === 'done') {
    return (
      <p className="newsletter-signup__done" role="status">
        {translate(NEWSLETTER_MESSAGES.checkInbox)}
      </p>
    )
  }

  return (
    <form className="newsletter-signup" onSubmit={submit} noValidate aria-labelledby={labelledBy}>
      <FormField id="newsletter-email" label={m.emailLabel} error={errors.email}>
        {(control) => (
          <input
            {...control}
            className="text-input"
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value)
              setErrors(({ email: _gone, ...rest }) => rest)
            }}
          />
        )}
      </FormField>
      <div className="form-field form-field--checkbox">
        <label>
          <input
            id="newsletter-consent"
            type="checkbox"
            name="consent"
            checked={consent}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={describedBy('newsletter-consent-note', errors.consent && 'newsletter-consent-error')}
            onChange={(event) => {
              setConsent(event.target.checked)
              setErrors(({ consent: _gone, ...rest }) => rest)
            }}
          />{' '}
          {m.consentLabel}
        </label>
        <FieldError id="newsletter-consent-error" message={errors.consent} show={Boolean(errors.consent)} />
      </div>
      <p id="newsletter-consent-note" className="form-field__hint">
        {m.consentNote}
      </p>
      <Honeypot
        id="newsletter-company"
        name={NEWSLETTER_HONEYPOT}
        label={m.honeypotLabel}
        value={honeypot}
        onChange={setHoneypot}
      />
      {failure ? (
        <p role="alert" className="field-error">
          {translate(failure)}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" aria-disabled={state === 'sending' || undefined}>
        {state === 'sending' ? m.sending : m.submit}
      </button>
    </form>
  )
}
