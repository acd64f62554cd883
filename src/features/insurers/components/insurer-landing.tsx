import type { TypedUser } from 'payload'
import { redirect } from 'next/navigation'

import { can } from '@/access/permissions'

/**
 * Before the admin's dashboard: an insurer account has nothing to do among the collections'
 * cards, so it lands on its inbox instead, after signing in and whenever it opens /admin.
 */
export function InsurerLanding({ user }: { user?: TypedUser | null }) {
  if (can(user, 'insurer.inbox')) redirect('/admin/inbox')
  return null
}
