import type { Metadata } from 'next'

import { VerifyEmailView } from '@/features/accounts'
import { getMessages } from '@/platform/locale.server'

// The address holds a one-time token until the page removes it: never sent on as a referrer.
export async function generateMetadata(): Promise<Metadata> {
  const messages = await getMessages()
  const m = messages.accountVerify
  return { title: m.metaTitle, robots: { index: false }, referrer: 'no-referrer' }
}

/** `/verify-email?token=…`: the link in the confirmation email. The token is read in the browser. */
export default async function VerifyEmailPage() {
  const messages = await getMessages()
  const m = messages.accountVerify
  return (
    <div className="account-page">
      <h1>{m.heading}</h1>
      <VerifyEmailView />
    </div>
  )
}
