import type { StaffRole } from './roles'

/**
 * The one permission table: which staff roles may perform each action.
 * Access functions and use cases ask `can(user, action)`; nothing checks a role by name.
 */
export const PERMISSIONS = {
  'admin.enter': ['admin', 'editor', 'moderator', 'policy-reviewer', 'insurer'],
  // Holding the admin's edit locks (who is editing which document): staff who edit Candor's own
  // content and reviews. Insurers enter the admin for their inbox only and lock nothing.
  'documents.lock': ['admin', 'editor', 'moderator', 'policy-reviewer'],
  'staff.manage': ['admin'],
  'content.edit': ['admin', 'editor'],
  'reviews.checkEditorial': ['admin', 'moderator'],
  'reviews.checkPolicy': ['admin', 'policy-reviewer'],
  'reviews.read': ['admin', 'moderator', 'policy-reviewer'],
  'reviews.delete': ['admin'],
  'data.import': ['admin'],
  'members.manage': ['admin'],
  'outbox.read': ['admin'],
  'reports.manage': ['admin'],
  'jobs.manage': ['admin'],
  'newsletter.send': ['admin', 'editor'],
  'subscribers.manage': ['admin'],
  'contact.handle': ['admin', 'editor', 'moderator', 'policy-reviewer'],
  'contact.delete': ['admin'],
  'settings.edit': ['admin'],
  'moderation.audit': ['admin', 'moderator', 'policy-reviewer'],
  'moderation.statsByReviewer': ['admin'],
  'pageViews.read': ['admin', 'editor'],
  // An insurer's own work: the private notes and public replies of its own plans' reviews.
  'insurer.inbox': ['insurer'],
  'insurers.audit': ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>

export type Action = keyof typeof PERMISSIONS

type MaybeStaff = { collection?: string; role?: unknown } | null | undefined

export function can(user: MaybeStaff, action: Action): boolean {
  if (!user || user.collection !== 'users') return false
  return (PERMISSIONS[action] as readonly unknown[]).includes(user.role)
}
