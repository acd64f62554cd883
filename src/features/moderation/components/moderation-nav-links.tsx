import type { I18nClient } from '@payloadcms/translations'
import type { TypedUser } from 'payload'
import Link from 'next/link'

import { can } from '@/access/permissions'
import { messagesForAdmin } from '@/messages'

/** Links to the moderation views, under the collections in the admin's navigation, for staff who review. */
export function ModerationNavLinks({ i18n, user }: { i18n?: Pick<I18nClient, 'language'>; user?: TypedUser | null }) {
  if (!can(user, 'reviews.read')) return null
  const m = messagesForAdmin(i18n?.language).staff
  return (
    <nav aria-label={m.moderationNav} className="moderation-nav">
      <Link href="/admin/moderation">{m.queueTitle}</Link>
      <Link href="/admin/moderation/figures">{m.figuresTitle}</Link>
      {can(user, 'reviews.checkPolicy') ? (
        <Link href="/admin/collections/review-replies?where[status][equals]=pending">{m.repliesToCheck}</Link>
      ) : null}
    </nav>
  )
}
