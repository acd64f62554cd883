'use client'

import { useMessages, useTranslatedText } from '@/components/ui/locale'
import { useEffect, useRef, useState, type FormEvent } from 'react'

import { Honeypot } from '@/components/ui/honeypot'
import { FormField } from '@/components/ui/form-field'
import { useCheckedForm } from '@/components/ui/use-checked-form'
import { CaptchaField, CharacterCount } from '@/features/reviews'
import { callApi } from '@/lib/api-client'
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
const FIELDS = Object.keys(EMPTY)

const FIELD_IDS = {
  name: 'contact-name',
  email: 'contact-email',
  topic: 'contact-topic',
  message: 'contact-message',
  challenge: 'contact-captcha',
}

/**
 * The contact form: name, email, topic, message, the self-hosted captcha and a honeypot.
 * Checked here with the server's own schema (the one-screen form hook, decision 014); the
 * server's answer decides, and its field errors are shown beside their fields.
 */
export function ContactForm() {
  const translate = useTranslatedText()
  const m = useMessages(contactEn, contactEs)
  const form = useCheckedForm(contactSchema, EMPTY, { unreachable: m.failed, unexpected: m.failed })
  const { values: draft, errors } = form
  const [sent, setSent] = useState(false)
  const [captchaKey, setCaptchaKey] = useState(0)
  const statusRef = useRef<HTMLParagraphElement>(null)

  // The thanks replaces the form: focus moves to it once it is on the page.
  useEffect(() => {
    if (sent) statusRef.current?.focus()
  }, [sent])

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (form.isSending || !form.validate()) return
    form.setSending(true)
    const answer = await callApi(CONTACT_ENDPOINT, { body: draft })
    form.setSending(false)
    if (answer.ok) return setSent(true)
    if (answer.errors.challenge) {
      // A refused captcha cannot be used again: a fresh one is needed.
      form.setValues((before) => ({ ...before, challenge: '' }))
      setCaptchaKey((key) => key + 1)
    }
    form.showFailure(answer, FIELDS)
  }

  if (sent) {
    return (
      <div className="contact-form">
        <p ref={statusRef} tabIndex={-1} role="status" className="contact-form__sent">
          {m.sent}
        </p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            form.reset()
            setCaptchaKey((key) => key + 1)
            setSent(false)
          }}
        >
          {m.sendAnother}
        </button>
      </div>
    )
  }

  return (
    <form id={form.formId} className="contact-form" onSubmit={submit} noValidate aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading">{m.formHeading}</h2>
      <FormField id={FIELD_IDS.name} label={m.nameLabel} error={errors.name}>
        {(control) => (
          <input
            {...control}
            className="text-input"
            name="name"
            autoComplete="name"
            value={draft.name}
            onChange={(event) => form.setValue('name', event.target.value)}
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
            onChange={(event) => form.setValue('email', event.target.value)}
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
            onChange={(event) => form.setValue('topic', event.target.value)}
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
            onChange={(event) => form.setValue('message', event.target.value)}
          />
        )}
      </FormField>
      <Honeypot
        id="contact-website"
        name={CONTACT_HONEYPOT}
        label={m.honeypotLabel}
        value={draft.website}
        onChange={(value) => form.setValue('website', value)}
      />
      <CaptchaField
        key={captchaKey}
        id={FIELD_IDS.challenge}
        error={errors.challenge ?? null}
        onChange={(payload) => form.setValue('challenge', payload)}
      />
      {form.formError ? (
        <p role="alert" className="field-error">
          {translate(form.formError)}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" aria-disabled={form.isSending || undefined}>
        {form.isSending ? m.sending : m.send}
      </button>
    </form>
  )
}
