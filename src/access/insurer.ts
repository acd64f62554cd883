import { can } from './permissions'

type MaybeStaff = { collection?: string; role?: unknown; issuerLinks?: unknown } | null | undefined

/**
 * The HIOS issuer ids an admin has linked to this insurer account: the plans whose reviews it
 * reads and answers. Empty for everyone else, and for an insurer not linked yet.
 */
export function linkedIssuers(user: MaybeStaff): string[] {
  if (!can(user, 'insurer.inbox') || !Array.isArray(user?.issuerLinks)) return []
  return user.issuerLinks
    .map((link: { issuerId?: unknown }) => link?.issuerId)
    .filter((id): id is string => typeof id === 'string' && /^\d{5}$/.test(id))
}

/** Whether this review's plan belongs to one of the insurer's issuers. */
export function isInsurersOwn(user: MaybeStaff, issuerId: unknown): boolean {
  return typeof issuerId === 'string' && linkedIssuers(user).includes(issuerId)
}

type AdminEntity = { slug: string; admin?: { hidden?: unknown } }

/**
 * An insurer's admin shows only what is about its own plans: the collections named, hidden
 * from its navigation otherwise (those it may not read at all Payload hides by itself).
 */
export function shownToInsurersOnly(slugs: readonly string[]) {
  return <T extends AdminEntity>(config: T): T => {
    if (slugs.includes(config.slug) || config.admin?.hidden !== undefined) return config
    return {
      ...config,
      admin: { ...config.admin, hidden: ({ user }: { user?: MaybeStaff }) => can(user, 'insurer.inbox') },
    }
  }
}
