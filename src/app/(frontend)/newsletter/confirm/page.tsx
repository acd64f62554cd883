import type { Metadata } from 'next'

import { NewsletterLinkView } from '@/features/newsletter/components/newsletter-link-view'
import { messages } from '@/messages'

export const metadata: Metadata = { title: messages.newsletter.confirmTitle, robots: { index: false } }

/** `/newsletter/confirm?token=…`: opened from a newsletter mail. */
export default function NewsletterConfirmPage() {
  return (
    <div className="text-page">
      <h1>{messages.newsletter.confirmTitle}</h1>
      <NewsletterLinkView action="confirm" />
    </div>
  )
}
