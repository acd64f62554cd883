import type { I18nClient } from '@payloadcms/translations'
import Link from 'next/link'

import { messagesForAdmin } from '@/messages'

/** Links to the moderation views, under the collections in the admin's navigation. */
export function ModerationNavLinks({ i18n }: { i18n?: Pick<I18nClient, 'language'> }) {
  const m = messagesForAdmin(i18n?.language).staff
  return (
    <nav aria-label={m.moderationNav} className="moderation-nav">
      <Link href="/admin/moderation">{m.queueTitle}</Link>
      <Link href="/admin/moderation/figures">{m.figuresTitle}</Link>
    </nav>
  )
}
