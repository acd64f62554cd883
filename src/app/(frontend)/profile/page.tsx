import type { Metadata } from 'next'

import { ProfileView } from '@/features/accounts/components/profile-view'
import { messages } from '@/messages'
import '@/features/accounts/components/accounts.css'

const m = messages.accountProfile

export const metadata: Metadata = { title: m.metaTitle, robots: { index: false } }

/** `/profile`: members only. The session lives in the browser, so the page is filled in there. */
export default function ProfilePage() {
  return (
    <div className="account-page account-page--wide">
      <h1>{m.heading}</h1>
      <ProfileView />
    </div>
  )
}
