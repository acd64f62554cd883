'use client'

import { useMessages } from '@/components/ui/locale'

import { useState, type FormEvent } from 'react'
import { z } from '@/lib/zod'

import { accountForms as accountFormsEn } from '@/messages/en/accountForms'
import { accountForms as accountFormsEs } from '@/messages/es/accountForms'
import { accountProfile as accountProfileEn } from '@/messages/en/accountProfile'
import { accountProfile as accountProfileEs } from '@/messages/es/accountProfile'
import { callApi } from '@/lib/api-client'

import { ACCOUNT_ENDPOINTS } from '../account-api'
import { useAuth } from '../auth-context'
import { changePasswordSchema, updateProfileSchema } from '../schema'
import type { AccountUser } from '../session'
import { FormMessage, PersonFields, TextField, useAccountForm } from './form-parts'

const updateAnswer = z.object({ pending_email: z.string().nullish() })

/** Name and email. Names change at once; a new email waits for confirmation from that address. */
export function ProfileDetailsForm({ user }: { user: AccountUser }) {
  const accountProfileMessages = useMessages(accountProfileEn, accountProfileEs)
  const accountFormsMessages = useMessages(accountFormsEn, accountFormsEs)
  const m = accountProfileMessages
  const f = accountFormsMessages
  const { accessToken, refresh, endSession } = useAuth()
  const form = useAccountForm(updateProfileSchema, {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
  })
  const [saved, setSaved] = useState<string | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (form.isSending) return
    const input = form.validate()
    if (!input) return
    form.setSending(true)
    setSaved(null)
    const answer = await callApi(ACCOUNT_ENDPOINTS.update, { token: accessToken, body: input })
    form.setSending(false)
    if (answer.status === 401) return endSession()
    if (!answer.ok) return form.showFailure(answer, ['first_name', 'last_name', 'email'])
    const pending = updateAnswer.safeParse(answer.data)
    const pendingEmail = pending.success ? pending.data.pending_email : null
    setSaved(pendingEmail && input.email === pendingEmail ? m.emailChangeSent(pendingEmail) : m.detailsSaved)
    void refresh()
  }

  return (
    <form id={form.formId} className="account-form" onSubmit={submit} noValidate>
      <FormMessage kind="error">{form.formError}</FormMessage>
      <PersonFields form={form} emailHint={user.pending_email ? m.pendingEmail(user.pending_email) : undefined} />
      <FormMessage kind="success">{saved}</FormMessage>
      <button type="submit" className="button button--primary" aria-disabled={form.isSending || undefined}>
        {form.isSending ? f.sending : m.detailsSubmit}
      </button>
    </form>
  )
}

/** Changing the password needs the current one. */
export function ChangePasswordForm() {
  const accountProfileMessages = useMessages(accountProfileEn, accountProfileEs)
  const accountFormsMessages = useMessages(accountFormsEn, accountFormsEs)
  const m = accountProfileMessages
  const f = accountFormsMessages
  const { accessToken, endSession } = useAuth()
  const form = useAccountForm(changePasswordSchema, { current_password: '', password: '' })
  const [saved, setSaved] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (form.isSending) return
    const input = form.validate()
    if (!input) return
    form.setSending(true)
    setSaved(false)
    const answer = await callApi(ACCOUNT_ENDPOINTS.changePassword, { token: accessToken, body: input })
    form.setSending(false)
    if (answer.status === 401) return endSession()
    if (!answer.ok) return form.showFailure(answer, ['current_password', 'password'])
    form.setValues({ current_password: '', password: '' })
    setSaved(true)
  }

  return (
    <form id={form.formId} className="account-form" onSubmit={submit} noValidate>
      <FormMessage kind="error">{form.formError}</FormMessage>
      <TextField
        name="current_password"
        type="password"
        label={f.currentPassword}
        value={form.values.current_password}
        onChange={(value) => form.setValue('current_password', value)}
        error={form.errors.current_password}
        autoComplete="current-password"
      />
      <TextField
        name="password"
        type="password"
        label={f.newPassword}
        hint={f.passwordRules}
        value={form.values.password}
        onChange={(value) => form.setValue('password', value)}
        error={form.errors.password}
        autoComplete="new-password"
      />
      <FormMessage kind="success">{saved ? m.passwordChanged : null}</FormMessage>
      <button type="submit" className="button button--primary" aria-disabled={form.isSending || undefined}>
        {form.isSending ? f.sending : m.passwordSubmit}
      </button>
    </form>
  )
}
