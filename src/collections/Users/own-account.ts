import { createHmac, pbkdf2, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, Field, Payload, PayloadRequest } from 'payload'

import { asSystem } from '@/lib/as-system'
import { getEnv } from '@/lib/env'
import { getLogger } from '@/lib/logger'
import { staffRefusal } from '@/lib/staff-refusal'
import { messagesFor } from '@/messages'
import { validationWords } from '@/platform/admin-validation'

/**
 * A staff member's own password and address, changed through the admin or the CMS API: a new
 * password only with the current one, and a new address only once a link mailed to it is
 * followed (with the current password too), as members' accounts work. Anyone holding a
 * signed-in browser for a moment could otherwise take the account for good. An admin setting
 * another staff member's password or address is managing staff, and is not asked.
 */

const pbkdf2Async = promisify(pbkdf2)

/** A new address waits this long for its link. */
export const STAFF_EMAIL_CHANGE_LIFETIME_MS = 24 * 60 * 60 * 1000

const OWN_EMAIL_CHANGE = 'candorOwnEmailChange'

/** Never stored nor read back: the current password, asked beside a new password or address. */
export const currentPasswordField: Field = {
  name: 'currentPassword',
  type: 'text',
  virtual: true,
  admin: {
    components: { Field: '@payloadcms/ui#PasswordField' },
    condition: (data, _sibling, { user }) => Boolean(user && data?.id !== undefined && user.id === data.id),
  },
  // Readable, so the admin shows it, and never read back: it holds nothing once a save ends.
  hooks: { afterRead: [() => undefined] },
}

type StoredSecret = { hash?: unknown; salt?: unknown }

/**
 * Whether a password is the account's own, read against its stored hash the way Payload
 * stores it: `pbkdf2-sha256-v1:` with 600,000 rounds, or the older 25,000-round form.
 */
export async function isOwnPassword(payload: Payload, id: number | string, password: unknown): Promise<boolean> {
  if (typeof password !== 'string' || password === '') return false
  const stored = (await payload.db.findOne({
    collection: 'users',
    where: { id: { equals: id } },
  })) as StoredSecret | null
  const { hash, salt } = stored ?? {}
  if (typeof hash !== 'string' || typeof salt !== 'string') return false
  const PREFIX = 'pbkdf2-sha256-v1:'
  const [expected, rounds, length] = hash.startsWith(PREFIX)
    ? [hash.slice(PREFIX.length), 600_000, 32]
    : [hash, 25_000, 512]
  const given = await pbkdf2Async(password, salt, rounds, length, 'sha256')
  const wanted = Buffer.from(expected, 'hex')
  return given.length === wanted.length && timingSafeEqual(given, wanted)
}

type UserData = { id?: number | string; email?: unknown; password?: unknown; currentPassword?: unknown }

const isOwnChange = (req: PayloadRequest, originalDoc: UserData | undefined) =>
  req.user?.collection === 'users' && originalDoc?.id !== undefined && String(req.user.id) === String(originalDoc.id)

const normalized = (email: unknown) => (typeof email === 'string' ? email.trim().toLowerCase() : '')

/**
 * Before a staff member's own save: a new password needs the current one; a new address needs
 * it too, and is not saved but mailed a link (sent once the save is stored).
 */
export const guardOwnAccountChanges: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  const original = originalDoc as UserData | undefined
  const incoming = data as UserData
  if (operation !== 'update' || !isOwnChange(req, original)) {
    delete incoming.currentPassword
    return data
  }
  const words = validationWords(req)
  const changesPassword = typeof incoming.password === 'string' && incoming.password !== ''
  const newEmail = normalized(incoming.email)
  const changesEmail = newEmail !== '' && newEmail !== normalized(original!.email)
  if (changesPassword || changesEmail) {
    const current = incoming.currentPassword
    if (typeof current !== 'string' || current === '') {
      throw staffRefusal('users', [{ path: 'currentPassword', message: words.currentPasswordRequired }])
    }
    if (!(await isOwnPassword(req.payload, original!.id!, current))) {
      throw staffRefusal('users', [{ path: 'currentPassword', message: words.currentPasswordWrong }])
    }
  }
  delete incoming.currentPassword
  if (changesEmail) {
    incoming.email = original!.email
    req.context[OWN_EMAIL_CHANGE] = newEmail
  }
  return data
}

const sign = (text: string) => createHmac('sha256', getEnv().payloadSecret).update(text).digest('base64url')

type EmailChange = { id: number; from: string; to: string; expires: number }

/** The link's token: what changes, until when, and a signature only Candor can make. */
export function staffEmailChangeToken(change: EmailChange): string {
  const body = Buffer.from(JSON.stringify(change)).toString('base64url')
  return `${body}.${sign(`candor staff email change ${body}`)}`
}

/** The change a token names, or null when Candor did not make it or it has expired. */
export function emailChangeOfToken(token: string, now = Date.now()): EmailChange | null {
  const [body, signature, extra] = token.split('.')
  if (!body || !signature || extra !== undefined) return null
  const expected = Buffer.from(sign(`candor staff email change ${body}`))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  try {
    const change = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as EmailChange
    if (typeof change.id !== 'number' || typeof change.to !== 'string' || typeof change.from !== 'string') return null
    return change.expires > now ? change : null
  } catch {
    return null
  }
}

/** After the save: the link to the new address, in English as staff read Candor's mails. */
export const mailOwnEmailChange: CollectionAfterChangeHook = async ({ doc, req }) => {
  const to = req.context[OWN_EMAIL_CHANGE]
  if (typeof to !== 'string') return doc
  delete req.context[OWN_EMAIL_CHANGE]
  const token = staffEmailChangeToken({
    id: Number(doc.id),
    from: normalized(doc.email),
    to,
    expires: Date.now() + STAFF_EMAIL_CHANGE_LIFETIME_MS,
  })
  const words = messagesFor('en').staff
  const link = `${getEnv().siteUrl}/v1/staff/confirm-email?token=${encodeURIComponent(token)}`
  await req.payload.sendEmail({ to, subject: words.emailChangeSubject, text: words.emailChangeText(link) })
  getLogger().info({ userId: doc.id }, 'staff address change mailed for confirmation')
  return doc
}

export type EmailChangeOutcome = 'changed' | 'invalid' | 'taken'

/**
 * Follows a mailed link: the account takes the new address when the link is Candor's, not
 * expired, and still about the address the account has (so it works once), and no other
 * staff account has the new one.
 */
export async function confirmStaffEmailChange(payload: Payload, token: string): Promise<EmailChangeOutcome> {
  const change = emailChangeOfToken(token)
  if (!change) return 'invalid'
  const account = await payload
    .findByID({ collection: 'users', id: change.id, depth: 0, ...asSystem('checkedToken') })
    .catch(() => null)
  if (!account || normalized(account.email) !== change.from) return 'invalid'
  const taken = await payload.count({
    collection: 'users',
    where: { email: { equals: change.to } },
    ...asSystem('checkedToken'),
  })
  if (taken.totalDocs > 0) return 'taken'
  await payload.update({
    collection: 'users',
    id: change.id,
    data: { email: change.to },
    depth: 0,
    ...asSystem('checkedToken'),
  })
  getLogger().info({ userId: change.id }, 'staff address changed by its confirmation link')
  return 'changed'
}
