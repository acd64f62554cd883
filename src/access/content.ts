import type { Access } from 'payload'

import { can } from './permissions'

/**
 * Read access to editorial content: editors and admins see every version, drafts included;
 * everyone else, members and visitors alike, only what is published.
 */
export const readPublishedOrEdit: Access = ({ req }) =>
  can(req.user, 'content.edit') ? true : { _status: { equals: 'published' } }
