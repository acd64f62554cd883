import type { Payload } from 'payload'

import { ok, type JsonAnswer, requestLocale } from '@/lib/api-response'
import { AppError } from '@/lib/errors'
import { getLogger } from '@/lib/logger'
import type { MutationContext } from '@/platform/mutation-context'

import { postalAddressOf } from './issues.server'
import { confirmationMail } from './mails'
import { NEWSLETTER_HONEYPOT, NEWSLETTER_MESSAGES } from './contract'
import type { SubscribeInput, TokenInput } from './schema'
import { hashToken, newConfirmationToken, subscriberOfToken } from './tokens'
import { holding } from '@/access/capability'
import { asSystem } from '@/lib/as-system'

const CONFIRM_WITHIN_MS = 7 * 24 * 3600 * 1000

/** The same answer whatever the address's state, so the form tells no one who is subscribed. */
const CHECK_INBOX = ok({ message: NEWSLETTER_MESSAGES.checkInbox })

async function findByEmail(payload: Payload, email: string) {
  const found = await payload.find({
    collection: 'subscribers',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    ...asSystem('visitorSubmission'),
  })
  return found.docs[0] ?? null
}

/**
 * `POST /v1/newsletter/subscribe`: double opt-in. A new (or unsubscribed) address gets a
 * confirmation mail; one waiting for confirmation gets a fresh link; a confirmed one gets
 * nothing. Each is answered alike. A filled honeypot changes nothing.
 */
export async function subscribe({
  payload,
  input,
  body,
  clientHash,
  request,
}: MutationContext<SubscribeInput>): Promise<JsonAnswer> {
  const honeypot = body[NEWSLETTER_HONEYPOT]
  if (typeof honeypot === 'string' && honeypot.trim() !== '') {
    getLogger().warn({ clientHash }, 'newsletter sign-up discarded: honeypot filled')
    return CHECK_INBOX
  }
  const email = input.email.toLowerCase()
  const known = await findByEmail(payload, email)
  if (known?.status === 'confirmed') return CHECK_INBOX
  const { token, hash } = newConfirmationToken()
  const data = {
    email,
    status: 'pending' as const,
    confirmTokenHash: hash,
    confirmExpiresAt: new Date(Date.now() + CONFIRM_WITHIN_MS).toISOString(),
    language: requestLocale(request),
  }
  if (known) await payload.update({ collection: 'subscribers', id: known.id, data, ...asSystem('visitorSubmission') })
  else await payload.create({ collection: 'subscribers', data, ...asSystem('visitorSubmission') })
  const mail = confirmationMail(token, await postalAddressOf(payload), data.language)
  await payload.sendEmail({ to: email, subject: mail.subject, text: mail.text })
  return CHECK_INBOX
}

/** `POST /v1/newsletter/confirm`: the mailed link's token, once, within 7 days. */
export async function confirmSubscription({ payload, input }: MutationContext<TokenInput>): Promise<JsonAnswer> {
  // The collection's access opens the one address whose confirmation hash this is.
  const confirmation = holding({ kind: 'subscriberConfirmation', tokenHash: hashToken(input.token) })
  const found = await payload.find({ collection: 'subscribers', limit: 1, depth: 0, ...confirmation })
  const subscriber = found.docs[0]
  const expired = !subscriber?.confirmExpiresAt || Date.parse(subscriber.confirmExpiresAt) < Date.now()
  if (!subscriber || subscriber.status !== 'pending' || expired) {
    throw AppError.invalid({ token: NEWSLETTER_MESSAGES.tokenInvalid })
  }
  await payload.update({
    collection: 'subscribers',
    id: subscriber.id,
    ...confirmation,
    data: {
      status: 'confirmed',
      confirmedAt: new Date().toISOString(),
      confirmTokenHash: null,
      confirmExpiresAt: null,
    },
  })
  return ok({ confirmed: true })
}

/**
 * Unsubscribes the address an unsubscribe token names, at once. Answers false for a token
 * that names no subscriber. Unsubscribing twice is no error.
 */
export async function unsubscribeByToken(payload: Payload, token: string): Promise<boolean> {
  const id = subscriberOfToken(token)
  if (id === null) return false
  // The link's signature is checked: the collection's access opens the address it names.
  const link = holding({ kind: 'subscriberLink', subscriberId: id })
  const found = await payload.find({ collection: 'subscribers', limit: 1, depth: 0, ...link })
  const subscriber = found.docs[0]
  if (!subscriber) return false
  if (subscriber.status !== 'unsubscribed') {
    await payload.update({
      collection: 'subscribers',
      id,
      ...link,
      data: { status: 'unsubscribed', unsubscribedAt: new Date().toISOString(), confirmTokenHash: null },
    })
  }
  return true
}
