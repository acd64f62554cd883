'use client'

import { useMessages } from '@/components/ui/locale'

import { useState, type FormEvent } from 'react'
import { z } from '@/lib/zod'

import { AppLink } from '@/components/ui/app-link'
import { ROUTES } from '@/platform/routes'
import { accountForgot as accountForgotEn } from '@/messages/en/accountForgot'
import { accountForgot as accountForgotEs } from '@/messages/es/accountForgot'
import { accountForms as accountFormsEn } from '@/messages/en/accountForms'
import { accountForms as accountFormsEs } from '@/messages/es/accountForms'
import { callApi } from '@/lib/api-client'

import { ACCOUNT_ENDPOINTS } from '../account-api'
import { forgotPasswordSchema } from '../schema'
import { FormMessage, TextField, useAccountForm } from './form-parts'

const sentAnswer = z.object({ message: z.string() })

/** Asks for a reset link. The answer is the same whether or not an account uses the address. */
export function ForgotPasswordForm() {
  const accountFormsMessages = useMessages(accountFormsEn, accountFormsEs)
  const accountForgotMessages = useMessages(accountForgotEn, accountForgotEs)
  const m = accountForgotMessages
  const f = accountFormsMessages
  const form = useAccountForm(forgotPasswordSchema, { email: '' })
  const [sent, setSent] = useState<string | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (form.isSending) return
    const input = form.validate()
    if (!input) return
    form.setSending(true)
    setSent(null)
    const answer = await callApi(ACCOUNT_ENDPOINTS.forgotPassword, { body: input })
    form.setSending(false)
    if (answer.ok) {
      const parsed = sentAnswer.safeParse(answer.data)
      setSent(parsed.success ? parsed.data.message : '')
      return
    }
    form.showFailure(answer, ['email'])
  }

  return (
    <form id={form.formId} className="account-form" onSubmit={submit} noValidate>
      <FormMessage kind="error">{form.formError}</FormMessage>
      <FormMessage kind="success">{sent}</FormMessage>
      <TextField
        name="email"
        type="email"
        label={f.email}
        value={form.values.email}
        onChange={(value) => form.setValue('email', value)}
        error={form.errors.email}
        autoComplete="email"
      />
      <button type="submit" className="button button--primary" aria-disabled={form.isSending || undefined}>
        {form.isSending ? f.sending : m.submit}
      </button>
      <p className="account-form__aside">
        <AppLink href={ROUTES.login}>{m.loginLink}</AppLink>
      </p>
    </form>
  )
}
