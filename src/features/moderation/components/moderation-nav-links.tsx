import Link from 'next/link'
import { staff as m } from '@/messages/en/staff'

/** Links to the moderation views, under the collections in the admin's navigation. */
export function ModerationNavLinks() {
  return (
    <nav aria-label={m.moderationNav} className="moderation-nav">
      <Link href="/admin/moderation">{m.queueTitle}</Link>
      <Link href="/admin/moderation/figures">{m.figuresTitle}</Link>
    </nav>
  )
}
