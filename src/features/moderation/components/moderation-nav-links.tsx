/** Links to the moderation views, under the collections in the admin's navigation. */
export function ModerationNavLinks() {
  return (
    <nav aria-label="Moderation" className="moderation-nav">
      <a href="/admin/moderation">Moderation queue</a>
      <a href="/admin/moderation/figures">Moderation figures</a>
    </nav>
  )
}
