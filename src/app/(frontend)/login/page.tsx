import type { Metadata } from 'next'

import { UntilScripted } from '@/components/ui/until-scripted'
import { LoginForm, safeBackPath } from '@/features/accounts'
import { getMessages } from '@/platform/locale.server'

export async function generateMetadata(): Promise<Metadata> {
  const messages = await getMessages()
  const m = messages.accountLogin
  return { title: m.metaTitle, robots: { index: false } }
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * `/login?back=…`: after logging in the member goes back to `back` when it is a path on this
 * site (`safeBackPath`: an address of another site, `//host` or `/\host`, goes home instead).
 */
export default async function LoginPage({ searchParams }: Props) {
  const messages = await getMessages()
  const m = messages.accountLogin
  const { back } = await searchParams
  return (
    <div className="account-page">
      <h1>{m.heading}</h1>
      <p className="account-page__lead">{m.lead}</p>
      <UntilScripted>
        <p className="account-page__lead">{m.needsScript}</p>
      </UntilScripted>
      <LoginForm back={safeBackPath(typeof back === 'string' ? back : null)} />
    </div>
  )
}
