import type { Metadata } from 'next'

import { ForgotPasswordForm } from '@/features/accounts'
import { getMessages } from '@/platform/locale.server'

export async function generateMetadata(): Promise<Metadata> {
  const messages = await getMessages()
  const m = messages.accountForgot
  return { title: m.metaTitle, robots: { index: false } }
}

/** `/forgot-password`: asks for a link to choose a new password. */
export default async function ForgotPasswordPage() {
  const messages = await getMessages()
  const m = messages.accountForgot
  return (
    <div className="account-page">
      <h1>{m.heading}</h1>
      <p className="account-page__lead">{m.lead}</p>
      <ForgotPasswordForm />
    </div>
  )
}
