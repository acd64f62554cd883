import Link from 'next/link'

/** Links to the moderation views, under the collections in the admin's navigation. */
export function ModerationNavLinks() {
  return (
    <nav aria-label="Moderation" className="moderation-nav">
      <Link href="/admin/moderation">Moderation queue</Link>
      <Link href="/admin/moderation/figures">Moderation figures</Link>
    </nav>
  )
}
