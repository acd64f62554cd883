import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { messages } from '@/messages'

export const metadata: Metadata = { title: messages.notFound.metaTitle, robots: { index: false } }

/** Any address no other route claims is answered by the site's own 404 page. */
export default function UnknownPage() {
  notFound()
}
