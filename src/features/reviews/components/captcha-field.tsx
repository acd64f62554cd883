'use client'

import { useLocale, useMessages } from '@/components/ui/locale'
import type {} from 'altcha/types/react'
import { useEffect, useId, useRef } from 'react'

import { reviewWizard as reviewWizardEn } from '@/messages/en/reviewWizard'
import { reviewWizard as reviewWizardEs } from '@/messages/es/reviewWizard'

import { REVIEW_CHALLENGE_ENDPOINT } from '../contract'
import { describedBy, FieldError } from '@/components/ui/field-error'

/**
 * Widget settings: no pointer or scroll data is collected for the server (Candor asks for
 * none), and the proof of work starts when the person ticks the box.
 */
const WIDGET_CONFIGURATION = JSON.stringify({ humanInteractionSignature: false })

type StateChange = { state?: string; payload?: string }

/**
 * The self-hosted ALTCHA proof-of-work captcha (product brief §6.4). Its script is loaded
 * only here, in the browser. `onChange` receives the verified payload, or '' whenever the
 * widget is no longer verified (reset, expired, failed).
 */
export function CaptchaField({
  id,
  error,
  onChange,
}: {
  /** The id of the group, so that a failed step can move focus here. */
  id: string
  error: string | null
  onChange: (payload: string) => void
}) {
  const reviewWizardMessages = useMessages(reviewWizardEn, reviewWizardEs)
  const locale = useLocale()
  const labelId = useId()
  const errorId = useId()
  const widgetRef = useRef<HTMLElement>(null)
  const onChangeRef = useRef(onChange)

  useEffect(() => {
    onChangeRef.current = onChange
  }, [onChange])

  useEffect(() => {
    void import('altcha')
    // The widget's own words (its checkbox, "Verified"): Latin American Spanish is the one
    // ALTCHA ships that reads naturally in the United States.
    if (locale === 'es') void import('altcha/i18n/es-419')
  }, [locale])

  useEffect(() => {
    const widget = widgetRef.current
    if (!widget) return
    const onStateChange = (event: Event) => {
      const detail = (event as CustomEvent<StateChange>).detail
      onChangeRef.current(detail?.state === 'verified' && detail.payload ? detail.payload : '')
    }
    widget.addEventListener('statechange', onStateChange)
    return () => widget.removeEventListener('statechange', onStateChange)
  }, [])

  return (
    <div
      id={id}
      className="captcha-field"
      role="group"
      aria-labelledby={labelId}
      aria-describedby={describedBy(error && errorId)}
      // A group cannot be aria-invalid; forms find the first invalid field by this mark.
      data-invalid={error ? 'true' : undefined}
      tabIndex={-1}
    >
      <p id={labelId} className="captcha-field__label">
        {reviewWizardMessages.captchaLabel}
      </p>
      <altcha-widget
        ref={widgetRef}
        challenge={REVIEW_CHALLENGE_ENDPOINT}
        configuration={WIDGET_CONFIGURATION}
        language={locale === 'es' ? 'es-419' : 'en'}
      />
      <FieldError id={errorId} message={error} show={error !== null} />
    </div>
  )
}

/** Moves focus into the widget (its checkbox lives in the widget's own shadow tree). */
export function focusCaptcha(group: HTMLElement | null): void {
  const widget = group?.querySelector('altcha-widget')
  const control = widget?.shadowRoot?.querySelector<HTMLElement>('input, button') ?? null
  ;(control ?? group)?.focus()
}
