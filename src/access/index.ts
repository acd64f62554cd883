import type { Access, FieldAccess } from 'payload'

import { can, type Action } from './permissions'

/** Collection access: allowed when the signed-in staff member's role permits the action. */
export const allow =
  (action: Action): Access =>
  ({ req }) =>
    can(req.user, action)

/** Collection access: staff allowed for the action, otherwise only the caller's own record. */
export const allowOrSelf =
  (action: Action): Access =>
  ({ req }) => {
    if (can(req.user, action)) return true
    if (req.user?.collection === 'users') return { id: { equals: req.user.id } }
    return false
  }

/** Field access: the same rule, for one field. */
export const allowField =
  (action: Action): FieldAccess =>
  ({ req }) =>
    can(req.user, action)
