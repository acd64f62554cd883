import Link from 'next/link'

import { pageViewCount as m } from '@/messages/en/pageViewCount'

/** The admin navigation's link to Candor's own page-view count. */
export function MeasurementNavLinks() {
  return (
    <nav aria-label={m.title} className="moderation-nav">
      <Link href="/admin/page-views">{m.title}</Link>
    </nav>
  )
}
