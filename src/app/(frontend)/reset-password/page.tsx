import type { Metadata } from 'next'

import { ResetPasswordForm } from '@/features/accounts/components/reset-password-form'
import { messages } from '@/messages'
import '@/features/accounts/components/accounts.css'

const m = messages.accountReset

// The address holds a one-time token until the page removes it: never sent on as a referrer.
export const metadata: Metadata = { title: m.metaTitle, robots: { index: false }, referrer: 'no-referrer' }

/** `/reset-password?token=…`: the link in the password reset email. The token is read in the browser. */
export default function ResetPasswordPage() {
  return (
    <div className="account-page">
      <h1>{m.heading}</h1>
      <p className="account-page__lead">{m.lead}</p>
      <ResetPasswordForm />
    </div>
  )
}
