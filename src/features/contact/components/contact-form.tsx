'use client'

import { useMessages, useTranslatedText } from '@/components/ui/locale'
import { useEffect, useRef, useState, type FormEvent } from 'react'

import { Honeypot } from '@/components/ui/honeypot'
import { FormField } from '@/components/ui/form-field'
import { CaptchaField, focusCaptcha } from '@/features/reviews/components/captcha-field'
import { CharacterCount } from '@/features/reviews/components/character-count'
import { callApi } from '@/lib/api-client'
import { fieldErrorsOf } from '@/lib/validation'
import { contact as contactEn } from '@/messages/en/contact'
import { contact as contactEs } from '@/messages/es/contact'

import {
  CONTACT_ENDPOINT,
  CONTACT_HONEYPOT,
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_TOPICS,
  contactSchema,
} from '../schema'

type Draft = { name: string; email: string; topic: string; message: string; challenge: string; website: string }

const EMPTY: Draft = { name: '', email: '', topic: '', message: '', challenge: '', website: '' }

const FIELD_IDS: Record<string, string> = {
  name: 'contact-name',
  email: 'contact-email',
  topic: 'contact-topic',
  message: 'contact-message',
  challenge: 'contact-captcha',
}

/**
 * The contact form: name, email, topic, message, the self-hosted captcha and a honeypot.
 * Checked here with the server's own schema; the server's answer decides, and its field
 * errors are shown beside their fields.
 */
export function ContactForm() {
  const translate = useTranslatedText()
  const m = useMessages(contactEn, contactEs)
  const [draft, setDraft] = useState<Draft>(EMPTY)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [state, setState] = useState<'editing' | 'sending' | 'sent'>('editing')
  const [failure, setFailure] = useState<string | null>(null)
  const [captchaKey, setCaptchaKey] = useState(0)
  const statusRef = useRef<HTMLParagraphElement>(null)

  const update = (name: keyof Draft, value: string) => {
    setDraft((before) => ({ ...before, [name]: value }))
    setErrors(({ [name]: _gone, ...rest }) => rest)
  }

  function showErrors(found: Record<string, string>) {
    setErrors(found)
    const first = Object.keys(found)[0]
    if (first === 'challenge') focusCaptcha(document.getElementById(FIELD_IDS.challenge))
    else if (first) document.getElementById(FIELD_IDS[first] ?? '')?.focus()
  }

  // The thanks replaces the form: focus moves to it once it is on the page.
  useEffect(() => {
    if (state === 'sent') statusRef.current?.focus()
  }, [state])

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (state === 'sending') return
    setFailure(null)
    const parsed = contactSchema.safeParse(draft)
    if (!parsed.success) return showErrors(fieldErrorsOf(parsed.error.issues))
    setState('sending')
    const answer = await callApi(CONTACT_ENDPOINT, { body: draft })
    if (answer.ok) {
      setState('sent')
      return
    }
    setState('editing')
    if (Object.keys(answer.errors).length > 0) {
      if (answer.errors.challenge) {
        // A refused captcha cannot be used again: a fresh one is needed.
        setDraft((before) => ({ ...before, challenge: '' }))
        setCaptchaKey((key) => key + 1)
      }
      showErrors(answer.errors)
    } else setFailure(answer.message ?? m.failed)
  }

  if (state === 'sent') {
    return (
      <div className="contact-form">
        <p ref={statusRef} tabIndex={-1} role="status" className="contact-form__sent">
          {m.sent}
        </p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setDraft(EMPTY)
            setCaptchaKey((key) => key + 1)
            setState('editing')
          }}
        >
          {m.sendAnother}
        </button>
      </div>
    )
  }

  return (
    <form className="contact-form" onSubmit={submit} noValidate aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading">{m.formHeading}</h2>
      <FormField id={FIELD_IDS.name} label={m.nameLabel} error={errors.name}>
        {(control) => (
          <input
            {...control}
            className="text-input"
            name="name"
            autoComplete="name"
            value={draft.name}
            onChange={(event) => update('name', event.target.value)}
          />
        )}
      </FormField>
      <FormField id={FIELD_IDS.email} label={m.emailLabel} hint={m.emailHint} error={errors.email}>
        {(control) => (
          <input
            {...control}
            className="text-input"
            type="email"
            name="email"
            autoComplete="email"
            value={draft.email}
            onChange={(event) => update('email', event.target.value)}
          />
        )}
      </FormField>
      <FormField id={FIELD_IDS.topic} label={m.topicLabel} error={errors.topic}>
        {(control) => (
          <select
            {...control}
            className="text-input"
            name="topic"
            value={draft.topic}
            onChange={(event) => update('topic', event.target.value)}
          >
            <option value="">{m.topicPlaceholder}</option>
            {CONTACT_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {m.topics[topic]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        id={FIELD_IDS.message}
        label={m.messageLabel}
        hint={m.messageHint}
        error={errors.message}
        after={
          <CharacterCount count={draft.message.trim().length} min={CONTACT_MESSAGE_MIN} max={CONTACT_MESSAGE_MAX} />
        }
      >
        {(control) => (
          <textarea
            {...control}
            className="text-input"
            name="message"
            rows={7}
            value={draft.message}
            onChange={(event) => update('message', event.target.value)}
          />
        )}
      </FormField>
      <Honeypot
        id="contact-website"
        name={CONTACT_HONEYPOT}
        label={m.honeypotLabel}
        value={draft.website}
        onChange={(value) => update('website', value)}
      />
      <CaptchaField
        key={captchaKey}
        id={FIELD_IDS.challenge}
        error={errors.challenge ?? null}
        onChange={(payload) => update('challenge', payload)}
      />
      {failure ? (
        <p role="alert" className="field-error">
          {translate(failure)}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" aria-disabled={state === 'sending' || undefined}>
        {state === 'sending' ? m.sending : m.send}
      </button>
    </form>
  )
}
