import type { Metadata } from 'next'

import { ProfileView } from '@/features/accounts'
import { getMessages } from '@/platform/locale.server'

export async function generateMetadata(): Promise<Metadata> {
  const messages = await getMessages()
  const m = messages.accountProfile
  return { title: m.metaTitle, robots: { index: false } }
}

/** `/profile`: members only. The session lives in the browser, so the page is filled in there. */
export default async function ProfilePage() {
  const messages = await getMessages()
  const m = messages.accountProfile
  return (
    <div className="account-page account-page--wide">
      <h1>{m.heading}</h1>
      <ProfileView />
    </div>
  )
}
