import type { Metadata } from 'next'

import { ForgotPasswordForm } from '@/features/accounts/components/forgot-password-form'
import { messages } from '@/messages'
import '@/features/accounts/components/accounts.css'

const m = messages.accountForgot

export const metadata: Metadata = { title: m.metaTitle, robots: { index: false } }

/** `/forgot-password`: asks for a link to choose a new password. */
export default function ForgotPasswordPage() {
  return (
    <div className="account-page">
      <h1>{m.heading}</h1>
      <p className="account-page__lead">{m.lead}</p>
      <ForgotPasswordForm />
    </div>
  )
}
