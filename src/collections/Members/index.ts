import type { Access, CollectionConfig } from 'payload'

import { allow } from '@/access'
import { can } from '@/access/permissions'

const FIFTEEN_MINUTES = 15 * 60 * 1000
const SEVEN_DAYS_IN_SECONDS = 7 * 24 * 60 * 60

/** Admins manage member accounts; a member reads and changes only their own. */
const selfOrAdmin: Access = ({ req }) => {
  if (can(req.user, 'members.manage')) return true
  if (req.user?.collection === 'members') return { id: { equals: req.user.id } }
  return false
}

/**
 * Member accounts: the people who write reviews, keep plans and see their reports. They
 * sign in with a bearer token (a JWT with `exp`) and are a separate kind of account from
 * staff, so a member can never enter the admin.
 */
export const Members: CollectionConfig = {
  slug: 'members',
  labels: { singular: 'Member', plural: 'Members' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'firstName', 'lastName', 'createdAt'],
    group: 'Members',
  },
  auth: {
    maxLoginAttempts: 5,
    lockTime: FIFTEEN_MINUTES,
    tokenExpiration: SEVEN_DAYS_IN_SECONDS,
    cookies: { sameSite: 'Strict', secure: process.env.NODE_ENV === 'production' },
  },
  access: {
    admin: () => false,
    create: allow('members.manage'),
    read: selfOrAdmin,
    update: selfOrAdmin,
    delete: allow('members.manage'),
    unlock: allow('members.manage'),
  },
  fields: [
    { name: 'firstName', type: 'text', required: true, maxLength: 80 },
    { name: 'lastName', type: 'text', required: true, maxLength: 80 },
  ],
}
