import type { Access, PayloadRequest, SanitizedConfig, Where } from 'payload'

import { can } from './permissions'

/** The collection in which Payload keeps who is editing which document (the admin's locks). */
export const LOCKS_SLUG = 'payload-locked-documents'

/** Only staff who edit content hold locks (insurers enter the admin, but edit none of it). */
export const mayLock = (user: PayloadRequest['user']) => can(user, 'documents.lock')
const isStaff = (req: PayloadRequest) => mayLock(req.user)

/** True when a lock's `user` names the staff member making the request. */
function namesCaller(req: PayloadRequest, user: unknown): boolean {
  if (!user || typeof user !== 'object' || !req.user) return false
  const { relationTo, value } = user as { relationTo?: unknown; value?: unknown }
  const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
  return relationTo === 'users' && String(id) === String(req.user.id)
}

/** A condition no lock meets: its id always exists. */
const NO_LOCKS: Where = { id: { exists: false } }

/**
 * An insurer's own admin pages (its landing, its account) ask Payload who holds the locks of what
 * they show, through the Local API; they are answered "nobody", as an insurer may not read locks.
 * Asked through the CMS API, the same read is refused.
 */
const readsOwnAdminPage = (req: PayloadRequest) => req.payloadAPI === 'local' && can(req.user, 'insurer.inbox')

/**
 * Staff who edit read every lock (the admin says who is editing); they take a lock, or take one
 * over, only in their own name, and release only their own. Insurers, members and visitors
 * touch none.
 */
export const LOCK_ACCESS: Record<'read' | 'create' | 'update' | 'delete', Access> = {
  read: ({ req }) => isStaff(req) || (readsOwnAdminPage(req) ? NO_LOCKS : false),
  create: ({ req, data }) => isStaff(req) && namesCaller(req, data?.user),
  update: ({ req, data }) => isStaff(req) && namesCaller(req, data?.user),
  delete: ({ req }) => {
    if (!isStaff(req)) return false
    const own: Where[] = [{ 'user.relationTo': { equals: 'users' } }, { 'user.value': { equals: req.user!.id } }]
    return { and: own }
  },
}

/**
 * Payload adds its locks collection while it builds the config, open to anyone signed in,
 * members included; Candor puts its own rules on it once it is there.
 */
export function withStaffOnlyLocks(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((collection) => collection.slug === LOCKS_SLUG)
  if (!locks) throw new Error(`Payload's ${LOCKS_SLUG} collection is missing: its access rules cannot be set`)
  locks.access = { ...locks.access, ...LOCK_ACCESS }
  return config
}
