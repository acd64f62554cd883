import type { CollectionConfig, FieldAccess } from 'payload'

import { allow } from '@/access'
import { capabilityOf } from '@/access/capability'
import { memberReadAccess, memberUpdateAccess } from '@/access/own-account'
import { mailLocaleOf, passwordResetMail, verificationMail } from '@/features/accounts/server'

import { deleteCareListWithMember } from '../CareLists'

const ONE_HOUR = 60 * 60 * 1000
const SEVEN_DAYS_IN_SECONDS = 7 * 24 * 60 * 60

const nobody: FieldAccess = () => false

type NamedUser = { firstName?: string | null }

/**
 * Member accounts: the people who write reviews, keep plans and see their reports. They
 * sign in with a bearer token (a JWT with `exp`) and are a separate kind of account from
 * staff, so a member can never enter the admin. An account logs in once its email address
 * is confirmed; a password reset link works once, within an hour.
 */
export const Members: CollectionConfig = {
  slug: 'members',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'firstName', 'lastName', '_verified', 'createdAt'],
    group: 'members',
  },
  auth: {
    // Never locked by wrong passwords (platform/login-attempts.server.ts counts them per connection and account).
    maxLoginAttempts: 0,
    tokenExpiration: SEVEN_DAYS_IN_SECONDS,
    cookies: { sameSite: 'Strict', secure: process.env.NODE_ENV === 'production' },
    verify: {
      generateEmailSubject: ({ req, user }) =>
        verificationMail((user as NamedUser).firstName ?? '', '', mailLocaleOf(req?.context)).subject,
      generateEmailHTML: ({ req, token, user }) =>
        verificationMail((user as NamedUser).firstName ?? '', token ?? '', mailLocaleOf(req?.context)).text,
    },
    forgotPassword: {
      expiration: ONE_HOUR,
      generateEmailSubject: (args) =>
        passwordResetMail((args?.user as NamedUser)?.firstName ?? '', '', mailLocaleOf(args?.req?.context)).subject,
      generateEmailHTML: (args) =>
        passwordResetMail(
          (args?.user as NamedUser)?.firstName ?? '',
          args?.token ?? '',
          mailLocaleOf(args?.req?.context),
        ).text,
    },
  },
  access: {
    admin: () => false,
    create: allow('members.manage'),
    read: memberReadAccess,
    update: memberUpdateAccess,
    delete: allow('members.manage'),
    unlock: allow('members.manage'),
  },
  hooks: { beforeDelete: [deleteCareListWithMember] },
  fields: [
    { name: 'firstName', type: 'text', required: true, maxLength: 80 },
    { name: 'lastName', type: 'text', required: true, maxLength: 80 },
    {
      name: 'savedPlans',
      type: 'number',
      hasMany: true,
      admin: { readOnly: true },
    },
    {
      name: 'pendingEmail',
      type: 'email',
      admin: { readOnly: true },
    },
    {
      name: 'pendingEmailTokenHash',
      type: 'text',
      index: true,
      // Never read back; cleared by the link that used it.
      access: { read: nobody, update: ({ req }) => capabilityOf(req, 'emailChange') !== null },
      admin: { hidden: true },
    },
    { name: 'pendingEmailExpiresAt', type: 'date', admin: { hidden: true } },
  ],
}
