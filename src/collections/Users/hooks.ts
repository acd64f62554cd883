import type { CollectionBeforeChangeHook } from 'payload'
import { asSystem } from '@/lib/as-system'

/**
 * The first staff account of an installation runs it, so it is always an admin,
 * whatever the first-user form sent.
 */
export const makeFirstUserAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', req, ...asSystem('hook') })
  if (totalDocs === 0) return { ...data, role: 'admin' }
  return data
}
