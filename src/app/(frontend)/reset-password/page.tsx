import type { Metadata } from 'next'

import { ResetPasswordForm } from '@/features/accounts'
import { getMessages } from '@/platform/locale.server'

// The address holds a one-time token until the page removes it: never sent on as a referrer.
export async function generateMetadata(): Promise<Metadata> {
  const messages = await getMessages()
  const m = messages.accountReset
  return { title: m.metaTitle, robots: { index: false }, referrer: 'no-referrer' }
}

/** `/reset-password?token=…`: the link in the password reset email. The token is read in the browser. */
export default async function ResetPasswordPage() {
  const messages = await getMessages()
  const m = messages.accountReset
  return (
    <div className="account-page">
      <h1>{m.heading}</h1>
      <p className="account-page__lead">{m.lead}</p>
      <ResetPasswordForm />
    </div>
  )
}
