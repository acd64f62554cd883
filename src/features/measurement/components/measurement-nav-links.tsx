import type { I18nClient } from '@payloadcms/translations'
import type { TypedUser } from 'payload'
import Link from 'next/link'

import { can } from '@/access/permissions'
import { messagesForAdmin } from '@/messages'

/** The admin navigation's link to Candor's own page-view count, for staff who may read it. */
export function MeasurementNavLinks({ i18n, user }: { i18n?: Pick<I18nClient, 'language'>; user?: TypedUser | null }) {
  if (!can(user, 'pageViews.read')) return null
  const m = messagesForAdmin(i18n?.language).pageViewCount
  return (
    <nav aria-label={m.title} className="moderation-nav">
      <Link href="/admin/page-views">{m.title}</Link>
    </nav>
  )
}
