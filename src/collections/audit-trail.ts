import type { CollectionConfig } from 'payload'

import { staffError } from '@/lib/staff-refusal'

import { allow } from '@/access'
import type { Action } from '@/access/permissions'
import { validationWords } from '@/platform/admin-validation'

type Words = ReturnType<typeof validationWords>

/**
 * An audit trail's access and hooks: read by those the action allows, written only by Candor's
 * own hooks (through `asSystem`), and changed or deleted by nobody, through any route; a
 * refused change says so in the admin's language.
 */
export function fixedTrail(
  reader: Action,
  refusal: (words: Words) => string,
): Pick<CollectionConfig, 'access' | 'hooks'> {
  const refuse = (req: Parameters<typeof validationWords>[0]) => staffError(refusal(validationWords(req)), 403)
  return {
    access: { read: allow(reader), create: () => false, update: () => false, delete: () => false },
    hooks: {
      beforeChange: [
        ({ operation, req }) => {
          if (operation !== 'create') throw refuse(req)
        },
      ],
      beforeDelete: [
        ({ req }) => {
          throw refuse(req)
        },
      ],
    },
  }
}
