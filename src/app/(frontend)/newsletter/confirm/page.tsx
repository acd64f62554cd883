import type { Metadata } from 'next'

import { NewsletterLinkView } from '@/features/newsletter'
import { getMessages } from '@/platform/locale.server'

export async function generateMetadata(): Promise<Metadata> {
  const messages = await getMessages()
  return { title: messages.newsletter.confirmTitle, robots: { index: false } }
}

/** `/newsletter/confirm?token=…`: opened from a newsletter mail. */
export default async function NewsletterConfirmPage() {
  const messages = await getMessages()
  return (
    <div className="text-page">
      <h1>{messages.newsletter.confirmTitle}</h1>
      <NewsletterLinkView action="confirm" />
    </div>
  )
}
