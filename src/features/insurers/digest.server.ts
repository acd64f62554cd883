import type { Payload } from 'payload'

import { asSystem } from '@/lib/as-system'
import { getEnv } from '@/lib/env'
import { getLogger } from '@/lib/logger'
import { messagesFor } from '@/messages'

import { ISSUER_ID_PATTERN } from './events'

/** How far back the first digest of an account looks. */
const FIRST_DIGEST_HOURS = 24

type InsurerAccount = {
  id: number
  email: string
  issuerLinks?: { issuerId?: string | null }[] | null
  digestSentAt?: string | null
}

/**
 * The daily digest: each insurer account whose plans received published reviews with a private
 * note since its last digest gets one mail saying how many, with a link to its inbox. The mail
 * never holds a note's text, a reviewer's name or address: those stay behind the sign-in.
 * Each account's window ends where the last one did, so a day missed is caught up, and no note
 * is counted twice. Returns how many mails went out.
 */
export async function sendInsurerDigests(payload: Payload, now = new Date()): Promise<number> {
  const accounts = await payload.find({
    collection: 'users',
    where: { role: { equals: 'insurer' } },
    pagination: false,
    depth: 0,
    ...asSystem('job'),
  })
  let sent = 0
  for (const account of accounts.docs as unknown as InsurerAccount[]) {
    const issuers = (account.issuerLinks ?? [])
      .map((link) => link.issuerId ?? '')
      .filter((id) => ISSUER_ID_PATTERN.test(id))
    const since = account.digestSentAt ?? new Date(now.getTime() - FIRST_DIGEST_HOURS * 3_600_000).toISOString()
    if (issuers.length > 0) {
      const { totalDocs } = await payload.count({
        collection: 'reviews',
        where: {
          and: [
            { status: { equals: 'published' } },
            { 'planSnapshot.issuerId': { in: issuers } },
            { privateMessage: { exists: true } },
            { privateMessage: { not_equals: '' } },
            { publishedAt: { greater_than: since } },
            { publishedAt: { less_than_equal: now.toISOString() } },
          ],
        },
        ...asSystem('job'),
      })
      if (totalDocs > 0) {
        try {
          await payload.sendEmail({ to: account.email, ...insurerDigestMail(totalDocs) })
          sent += 1
        } catch (error) {
          getLogger().error({ err: error, account: account.id }, 'an insurer digest could not be queued')
          continue
        }
      }
    }
    await payload.update({
      collection: 'users',
      id: account.id,
      data: { digestSentAt: now.toISOString() },
      depth: 0,
      ...asSystem('job'),
    })
  }
  return sent
}

/** The digest's words, in English and then Spanish (staff accounts keep no language). */
export function insurerDigestMail(count: number): { subject: string; text: string } {
  const inbox = `${getEnv().siteUrl}/admin/inbox`
  const [en, es] = (['en', 'es'] as const).map((locale) => messagesFor(locale).siteMail)
  return {
    subject: en!.insurerDigestSubject(count),
    text: `${[en!.hello, en!.insurerDigestText(count, inbox), en!.signOff, '—', es!.hello, es!.insurerDigestText(count, inbox), es!.signOff].join('\n\n')}\n`,
  }
}
