import type { I18nClient } from '@payloadcms/translations'
import type { Payload, TypedUser } from 'payload'
import Link from 'next/link'

import { can } from '@/access/permissions'
import { messagesForAdmin } from '@/messages'

import { countNotesToHandle } from '../inbox.server'

/**
 * An insurer's link to its inbox, under the collections in the admin's navigation, with how
 * many notes wait to be handled.
 */
export async function InsurerNavLinks({
  i18n,
  payload,
  user,
}: {
  i18n?: Pick<I18nClient, 'language'>
  payload?: Payload
  user?: TypedUser | null
}) {
  if (!can(user, 'insurer.inbox')) return null
  const m = messagesForAdmin(i18n?.language).insurerInbox
  const open = payload ? await countNotesToHandle(payload, user ?? null) : null
  return (
    <nav aria-label={m.navLabel} className="moderation-nav">
      <Link href="/admin/inbox">
        {m.title}
        {open === null ? null : <span className="insurer-inbox__count"> ({m.navCount(open)})</span>}
      </Link>
    </nav>
  )
}
