import type { Metadata } from 'next'

import { NewsletterLinkView } from '@/features/newsletter'
import { getMessages } from '@/platform/locale.server'

export async function generateMetadata(): Promise<Metadata> {
  const messages = await getMessages()
  return { title: messages.newsletter.unsubscribeTitle, robots: { index: false } }
}

/** `/newsletter/unsubscribe?token=…`: opened from a newsletter mail. */
export default async function NewsletterUnsubscribePage() {
  const messages = await getMessages()
  return (
    <div className="text-page">
      <h1>{messages.newsletter.unsubscribeTitle}</h1>
      <NewsletterLinkView action="unsubscribe" />
    </div>
  )
}
