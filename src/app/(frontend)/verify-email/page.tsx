import type { Metadata } from 'next'

import { VerifyEmailView } from '@/features/accounts/components/verify-email-view'
import { messages } from '@/messages'
import '@/features/accounts/components/accounts.css'

const m = messages.accountVerify

// The address holds a one-time token until the page removes it: never sent on as a referrer.
export const metadata: Metadata = { title: m.metaTitle, robots: { index: false }, referrer: 'no-referrer' }

/** `/verify-email?token=…`: the link in the confirmation email. The token is read in the browser. */
export default function VerifyEmailPage() {
  return (
    <div className="account-page">
      <h1>{m.heading}</h1>
      <VerifyEmailView />
    </div>
  )
}
