import type { I18nClient } from '@payloadcms/translations'
import Link from 'next/link'

import { messagesForAdmin } from '@/messages'

/** The admin navigation's link to Candor's own page-view count. */
export function MeasurementNavLinks({ i18n }: { i18n?: Pick<I18nClient, 'language'> }) {
  const m = messagesForAdmin(i18n?.language).pageViewCount
  return (
    <nav aria-label={m.title} className="moderation-nav">
      <Link href="/admin/page-views">{m.title}</Link>
    </nav>
  )
}
