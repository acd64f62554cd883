import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { can } from '@/access/permissions'
import { listPlans } from '@/features/plans/server'
import { staffRefusal } from '@/lib/staff-refusal'
import { validationWords } from '@/platform/admin-validation'

import { ISSUER_ID_PATTERN } from './events'
import { recordInsurerEvent } from './events.server'
import { refreshResponsiveness } from './responsiveness.server'

/** One link of an insurer account to a HIOS issuer id, as the Users collection stores it. */
export type IssuerLink = {
  id?: string | null
  issuerId?: string | null
  evidence?: string | null
  linkedBy?: number | { id: number } | null
  linkedAt?: string | null
}

type Account = { role?: unknown; issuerLinks?: IssuerLink[] | null }

const holdsLinks = (account: Account | undefined) => can({ collection: 'users', role: account?.role }, 'insurer.inbox')

const idOf = (value: IssuerLink['linkedBy']) => (typeof value === 'object' && value ? value.id : (value ?? null))

/**
 * Each link's issuer id: five digits, an issuer Candor's plan data knows, and not linked twice
 * to one account. The sentences are in the language the admin reads, under each refused id.
 */
async function checkIssuerIds(req: PayloadRequest, links: IssuerLink[]): Promise<void> {
  const words = validationWords(req)
  const known = new Set((await listPlans(req.payload)).map((plan) => plan.issuerId))
  const errors = links.flatMap((link, index) => {
    const value = link.issuerId ?? ''
    const message = !ISSUER_ID_PATTERN.test(value)
      ? words.issuerIdFormat
      : links.findIndex((other) => other.issuerId === value) !== index
        ? words.issuerLinkedTwice
        : !known.has(value)
          ? words.issuerUnknown
          : null
    return message ? [{ path: `issuerLinks.${index}.issuerId`, message }] : []
  })
  if (errors.length > 0) throw staffRefusal('users', errors)
}

/**
 * Who linked an issuer and when are set here, never by the form: a link new to the account
 * gets the admin making the change and the time; a link it already had keeps its own record
 * and evidence. Only an insurer holds links: another role drops them.
 */
export const stampIssuerLinks: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const role = data.role ?? originalDoc?.role
  if (!holdsLinks({ role })) return { ...data, issuerLinks: [] }
  const incoming: IssuerLink[] | undefined = data.issuerLinks
  if (!incoming) return data
  await checkIssuerIds(req, incoming)
  const before = new Map(((originalDoc as Account | undefined)?.issuerLinks ?? []).map((link) => [link.issuerId, link]))
  const now = new Date().toISOString()
  return {
    ...data,
    issuerLinks: incoming.map((link) => {
      const kept = before.get(link.issuerId)
      if (kept) return { ...link, evidence: kept.evidence, linkedBy: idOf(kept.linkedBy), linkedAt: kept.linkedAt }
      return { ...link, linkedBy: req.user?.collection === 'users' ? req.user.id : null, linkedAt: now }
    }),
  }
}

/** Every link made or ended goes into the insurers' audit trail, with the evidence noted. */
export const recordIssuerLinks: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  const now = (doc as Account).issuerLinks ?? []
  const before = (previousDoc as Account | undefined)?.issuerLinks ?? []
  const ids = (links: IssuerLink[]) => new Set(links.map((link) => link.issuerId))
  const nowIds = ids(now)
  const beforeIds = ids(before)
  for (const link of now.filter((link) => !beforeIds.has(link.issuerId))) {
    await recordInsurerEvent(req, { action: 'linked', account: doc.id, issuerId: link.issuerId, note: link.evidence })
  }
  for (const link of before.filter((link) => !nowIds.has(link.issuerId))) {
    await recordInsurerEvent(req, { action: 'unlinked', account: doc.id, issuerId: link.issuerId })
  }
  // Whether a plan page says the insurer is on Candor follows its links.
  for (const issuerId of new Set([...nowIds, ...beforeIds].filter((id) => !(nowIds.has(id) && beforeIds.has(id))))) {
    if (issuerId) await refreshResponsiveness(req.payload, issuerId, req)
  }
  return doc
}
