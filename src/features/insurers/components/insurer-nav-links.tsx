import type { I18nClient } from '@payloadcms/translations'
import type { TypedUser } from 'payload'
import Link from 'next/link'

import { can } from '@/access/permissions'
import { messagesForAdmin } from '@/messages'

/** An insurer's link to its inbox, under the collections in the admin's navigation. */
export function InsurerNavLinks({ i18n, user }: { i18n?: Pick<I18nClient, 'language'>; user?: TypedUser | null }) {
  if (!can(user, 'insurer.inbox')) return null
  const m = messagesForAdmin(i18n?.language).insurerInbox
  return (
    <nav aria-label={m.navLabel} className="moderation-nav">
      <Link href="/admin/inbox">{m.title}</Link>
    </nav>
  )
}
