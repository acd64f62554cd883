import { ok, field, type JsonAnswer } from '@/lib/api-response'
import { AppError } from '@/lib/errors'
import { asAccountOwner } from '@/access/own-account'
import { requireMember } from '@/platform/member-auth'
import type { MutationContext } from '@/platform/mutation-context'
import type { Infer } from '@/lib/zod'

import type { savedPlansSchema } from '../schema'

import { readMember } from './member-records.server'

function savedPlansAnswer(nids: readonly number[]): JsonAnswer {
  return ok({ account_savedplans: { field_savedplans_ids: nids.map((nid) => field(nid)[0]) } })
}

/** Call 8. */
export async function readSavedPlans({ payload, member }: MutationContext<undefined>): Promise<JsonAnswer> {
  const me = await readMember(payload, requireMember(member))
  return savedPlansAnswer(me.savedPlans ?? [])
}

/** Call 9: replaces the list (an empty list resets it); unknown plans are refused. */
export async function replaceSavedPlans({
  payload,
  input,
  member,
}: MutationContext<Infer<typeof savedPlansSchema>>): Promise<JsonAnswer> {
  const me = requireMember(member)
  const { getPlanDetails } = await import('@/features/plans/server')
  const nids = [...new Set(input.field_account_saved_plans)]
  for (const nid of nids) {
    if (!(await getPlanDetails(payload, nid))) {
      throw AppError.invalid({ field_account_saved_plans: `Plan ${nid} could not be found` })
    }
  }
  await payload.update({ collection: 'members', id: me.id, ...asAccountOwner(me), data: { savedPlans: nids } })
  return savedPlansAnswer(nids)
}
