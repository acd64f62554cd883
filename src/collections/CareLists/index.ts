import type {
  Access,
  CollectionBeforeDeleteHook,
  CollectionConfig,
  FieldAccess,
  PayloadRequest,
  Validate,
} from 'payload'

import { OWN_ACCOUNT_CONTEXT } from '@/access/own-account'
import { asSystem } from '@/lib/as-system'
import { MAX_COVERAGE_ITEMS, NPI, RXCUI } from '@/features/marketplace'

/** The longest name of a drug, doctor or facility kept in a list. */
const NAME_MAX = 200

const isMember = (req: PayloadRequest) => req.user?.collection === 'members'
const isAccountCall = (req: PayloadRequest) => isMember(req) && req.context?.[OWN_ACCOUNT_CONTEXT] === true

/** The signed-in member's own list, and nobody else's: staff included, as these are health data. */
const ownerOnly: Access = ({ req }) => (isMember(req) ? { member: { equals: req.user!.id } } : false)

/** Written only by the member's own account calls, which check the consent and the list. */
const ownAccountCallOnly: Access = ({ req }) => (isAccountCall(req) ? { member: { equals: req.user!.id } } : false)

const nobody: FieldAccess = () => false

/** A list of `{ id, name }`, each id of its form, no id twice, at most ten: anything else is not stored. */
function entriesOfForm(form: RegExp): Validate {
  return (value: unknown) => {
    if (!Array.isArray(value) || value.length > MAX_COVERAGE_ITEMS) return 'not a list of at most 10 entries'
    const ids = new Set<string>()
    for (const entry of value) {
      const { id, name } = (entry ?? {}) as { id?: unknown; name?: unknown }
      if (typeof id !== 'string' || !form.test(id) || ids.has(id)) return 'an entry without a valid id'
      if (typeof name !== 'string' || name.trim() === '' || name.length > NAME_MAX) return 'an entry without a name'
      if (Object.keys(entry as object).some((key) => key !== 'id' && key !== 'name')) return 'an entry with more'
      ids.add(id)
    }
    return true
  }
}

/**
 * A member's doctors and drugs (product brief §15), kept in their account once they consented:
 * health data. One list per member, read and removed by that member alone (no staff role may
 * read it, and it is not in the admin), written only through the member's account calls
 * (`/v1/account/care_list`), exported with "Export my data" and erased with the account.
 */
export const CareLists: CollectionConfig = {
  slug: 'care-lists',
  admin: { hidden: true, group: 'members' },
  access: {
    read: ownerOnly,
    create: ({ req, data }) => isAccountCall(req) && data?.member === req.user!.id,
    update: ownAccountCallOnly,
    delete: ownerOnly,
  },
  // Nobody edits it in the admin: there is nothing to lock.
  lockDocuments: false,
  fields: [
    {
      name: 'member',
      type: 'relationship',
      relationTo: 'members',
      required: true,
      unique: true,
      index: true,
      // The list stays with the member who consented.
      access: { update: nobody },
    },
    { name: 'drugs', type: 'json', required: true, validate: entriesOfForm(RXCUI) },
    { name: 'providers', type: 'json', required: true, validate: entriesOfForm(NPI) },
    // The first consent: replacing the list keeps it.
    { name: 'consentedAt', type: 'date', required: true, access: { update: nobody } },
  ],
}

/**
 * A member's account takes their doctors and drugs with it, however it is deleted (by the member,
 * whose "forget" removed them already, or by an admin): health data never outlive the account.
 */
export const deleteCareListWithMember: CollectionBeforeDeleteHook = async ({ req, id }) => {
  await req.payload.delete({ collection: 'care-lists', where: { member: { equals: id } }, req, ...asSystem('hook') })
}
