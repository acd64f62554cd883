'use client'

import { useMessages } from '@/components/ui/locale'

import { useEffect, useRef, useState, type FormEvent } from 'react'

import { AppLink } from '@/components/ui/app-link'
import { accountForms as accountFormsEn } from '@/messages/en/accountForms'
import { accountForms as accountFormsEs } from '@/messages/es/accountForms'
import { accountRegister as accountRegisterEn } from '@/messages/en/accountRegister'
import { accountRegister as accountRegisterEs } from '@/messages/es/accountRegister'
import { callApi } from '@/lib/api-client'
import { readStorageText, STORAGE_KEYS } from '@/platform/browser-storage'

import { ACCOUNT_ENDPOINTS, accountOf } from '../account-api'
import { registerSchema } from '../schema'
import { loginHref } from '../session'
import { FormMessage, PersonFields, TextField, useAccountForm } from './form-parts'

const FIELDS = ['first_name', 'last_name', 'email', 'password'] as const

/**
 * Registration. A new account must confirm its email before it can log in, so success
 * shows where the confirmation link went and never signs the person in. The email starts
 * as the one this device last gave in a review, when there is one.
 */
export function RegisterForm({ back }: { back: string }) {
  const accountRegisterMessages = useMessages(accountRegisterEn, accountRegisterEs)
  const accountFormsMessages = useMessages(accountFormsEn, accountFormsEs)
  const m = accountRegisterMessages
  const f = accountFormsMessages
  const form = useAccountForm(registerSchema, { first_name: '', last_name: '', email: '', password: '' })
  const [sentTo, setSentTo] = useState<string | null>(null)
  const sentHeadingRef = useRef<HTMLHeadingElement>(null)
  const hasPrefilledRef = useRef(false)

  // The email last given in a review on this device (the wizard keeps it), never through the
  // address: read once in the browser, after the first render matched the server's.
  useEffect(() => {
    if (hasPrefilledRef.current) return
    hasPrefilledRef.current = true
    const email = readStorageText(STORAGE_KEYS.userEmail)
    if (email && !form.values.email) form.setValue('email', email)
  }, [form])

  useEffect(() => {
    if (sentTo) sentHeadingRef.current?.focus()
  }, [sentTo])

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (form.isSending) return
    const input = form.validate()
    if (!input) return
    form.setSending(true)
    const answer = await callApi(ACCOUNT_ENDPOINTS.register, { body: input })
    form.setSending(false)
    if (answer.ok) {
      setSentTo(accountOf(answer.data)?.email ?? input.email)
      return
    }
    form.showFailure(answer, FIELDS)
  }

  if (sentTo) {
    return (
      <section className="account-panel" aria-labelledby="register-sent-heading">
        <h2 id="register-sent-heading" ref={sentHeadingRef} tabIndex={-1}>
          {m.sentHeading}
        </h2>
        <p>{m.sentText(sentTo)}</p>
        <p>
          <AppLink href={loginHref(back)}>{m.sentLogin}</AppLink>
        </p>
      </section>
    )
  }

  const { values, errors } = form
  return (
    <form id={form.formId} className="account-form" onSubmit={submit} noValidate>
      <FormMessage kind="error">{form.formError}</FormMessage>
      <PersonFields form={form} />
      <TextField
        name="password"
        type="password"
        label={f.password}
        hint={f.passwordRules}
        value={values.password}
        onChange={(value) => form.setValue('password', value)}
        error={errors.password}
        autoComplete="new-password"
      />
      <button type="submit" className="button button--primary" aria-disabled={form.isSending || undefined}>
        {form.isSending ? f.sending : m.submit}
      </button>
      <p className="account-form__aside">
        {m.haveAccount} <AppLink href={loginHref(back)}>{m.loginLink}</AppLink>
      </p>
    </form>
  )
}
