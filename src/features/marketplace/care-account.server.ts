import type { Payload } from 'payload'

import { asAccountOwner } from '@/access/own-account'
import type { MemberDataPart } from '@/features/accounts/server'
import { ok, type JsonAnswer } from '@/lib/api-response'
import { asCaller, requireMember, type SignedInMember } from '@/platform/member-auth'
import type { MutationContext } from '@/platform/mutation-context'
import type { CareList } from '@/payload-types'

import type { CareAccountInput } from './schema'

/**
 * The shopper's doctors and drugs kept in their account (product brief §15), with their consent:
 * health data, which only the member reads, through their own access (no staff role reaches the
 * collection). Nothing here logs the list.
 */
type CareEntry = { id: string; name: string }

/** What the calls answer with, and what "Export my data" hands over. */
export type KeptCareList = { consented_at: string; drugs: CareEntry[]; providers: CareEntry[] }

/** The entries as stored; the collection validated them when they were written. */
function entriesOf(value: unknown): CareEntry[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((entry: unknown) => {
    const { id, name } = (entry ?? {}) as { id?: unknown; name?: unknown }
    return typeof id === 'string' && typeof name === 'string' ? [{ id, name }] : []
  })
}

function keptOf(doc: CareList): KeptCareList {
  return { consented_at: doc.consentedAt, drugs: entriesOf(doc.drugs), providers: entriesOf(doc.providers) }
}

/** The member's kept list, or null: found with their own access, so only ever theirs. */
async function findKept(payload: Payload, member: SignedInMember): Promise<CareList | null> {
  const found = await payload.find({
    collection: 'care-lists',
    where: { member: { equals: member.id } },
    limit: 1,
    depth: 0,
    ...asCaller(member),
  })
  return found.docs[0] ?? null
}

const answerOf = (doc: CareList | null): JsonAnswer => ok({ care_list: doc ? keptOf(doc) : null })

/** `GET /v1/account/care_list`: the kept list, or null when the member keeps none. */
export async function readCareAccount({ payload, member }: MutationContext<undefined>): Promise<JsonAnswer> {
  return answerOf(await findKept(payload, requireMember(member)))
}

/**
 * `POST /v1/account/care_list`: replaces the kept list with the one sent, after the member's
 * consent (the schema asks for it). The first consent makes the list and its time is kept.
 */
export async function keepCareAccount({
  payload,
  input,
  member,
}: MutationContext<CareAccountInput>): Promise<JsonAnswer> {
  const me = requireMember(member)
  const lists = { drugs: input.drugs, providers: input.providers }
  const replace = (doc: CareList) =>
    payload.update({ collection: 'care-lists', id: doc.id, data: lists, depth: 0, ...asAccountOwner(me) })
  const kept = await findKept(payload, me)
  if (kept) return answerOf(await replace(kept))
  try {
    const made = await payload.create({
      collection: 'care-lists',
      data: { ...lists, member: me.id, consentedAt: new Date().toISOString() },
      depth: 0,
      ...asAccountOwner(me),
    })
    return answerOf(made)
  } catch (error) {
    // Two first consents at once (two tabs): the list is one per member, and the later one replaces it.
    const raced = await findKept(payload, me)
    if (!raced) throw error
    return answerOf(await replace(raced))
  }
}

async function forgetCareList(payload: Payload, member: SignedInMember): Promise<void> {
  await payload.delete({ collection: 'care-lists', where: { member: { equals: member.id } }, ...asCaller(member) })
}

/** `DELETE /v1/account/care_list`: the member withdraws their consent; the list leaves the account. */
export async function removeCareAccount({ payload, member }: MutationContext<undefined>): Promise<JsonAnswer> {
  await forgetCareList(payload, requireMember(member))
  return answerOf(null)
}

/** The doctors and drugs' part of a member's data: exported as kept, erased with the account. */
export const memberCareListData: MemberDataPart = {
  key: 'doctors_and_drugs',
  async exportFor(payload, member) {
    const kept = await findKept(payload, member)
    return kept ? keptOf(kept) : null
  },
  async forget(payload, member) {
    await forgetCareList(payload, member)
  },
}
