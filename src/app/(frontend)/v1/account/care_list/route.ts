import * as marketplace from '@/features/marketplace/server'
import { careAccountSchema } from '@/features/marketplace'
import { jsonMutation } from '@/server/mutation'

/** The member's doctors and drugs kept in their account, or null. */
export const GET = jsonMutation({
  name: 'marketplace.careList.read',
  rateLimit: 'accounts.read',
  auth: 'required',
  schema: null,
  run: marketplace.readCareAccount,
})

/** Keeps the list in the account, with the member's consent, in place of the one kept before. */
export const POST = jsonMutation({
  name: 'marketplace.careList.keep',
  rateLimit: 'accounts.write',
  auth: 'required',
  schema: careAccountSchema,
  run: marketplace.keepCareAccount,
})

/** Removes the list from the account (the consent withdrawn). */
export const DELETE = jsonMutation({
  name: 'marketplace.careList.remove',
  rateLimit: 'accounts.write',
  auth: 'required',
  schema: null,
  run: marketplace.removeCareAccount,
})
