import type { Metadata } from 'next'

import { RegisterForm, safeBackPath } from '@/features/accounts'
import { getMessages } from '@/platform/locale.server'

export async function generateMetadata(): Promise<Metadata> {
  const messages = await getMessages()
  const m = messages.accountRegister
  return { title: m.metaTitle, robots: { index: false } }
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** `/register?back=…`: a new member account, confirmed by email before the first login. */
export default async function RegisterPage({ searchParams }: Props) {
  const messages = await getMessages()
  const m = messages.accountRegister
  const { back } = await searchParams
  return (
    <div className="account-page">
      <h1>{m.heading}</h1>
      <p className="account-page__lead">{m.lead}</p>
      <RegisterForm back={safeBackPath(typeof back === 'string' ? back : null)} />
    </div>
  )
}
