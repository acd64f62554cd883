import type { Metadata } from 'next'

import { NewsletterLinkView } from '@/features/newsletter/components/newsletter-link-view'
import { messages } from '@/messages'

export const metadata: Metadata = { title: messages.newsletter.unsubscribeTitle, robots: { index: false } }

/** `/newsletter/unsubscribe?token=…`: opened from a newsletter mail. */
export default function NewsletterUnsubscribePage() {
  return (
    <div className="text-page">
      <h1>{messages.newsletter.unsubscribeTitle}</h1>
      <NewsletterLinkView action="unsubscribe" />
    </div>
  )
}
