import 'server-only'

import type { Payload } from 'payload'

import { requireMember } from '@/lib/member-auth'
import { field, ok, type JsonAnswer } from '@/lib/api-response'
import { AppError } from '@/lib/errors'
import type { SignedInMember } from '@/lib/member-auth'
import type { MutationContext } from '@/lib/mutation'
import type { Report } from '@/payload-types'

import type { ReportFields } from './schema'

export const REPORT_NOT_FOUND = 'This report could not be found.'

const ownerOf = (doc: Report) => (typeof doc.owner === 'object' ? doc.owner?.id : doc.owner) ?? null

/** A report in the entity form of the contracts: every field a list whose first item holds the value. */
export function toReportEntity(doc: Report) {
  const entity: Record<string, [{ value: unknown }]> = { field_ir_unique_id: field(doc.reportId) }
  for (const [name, value] of Object.entries(doc.answers ?? {})) entity[name] = field(value)
  entity.field_ir_changed = field(doc.updatedAt)
  return entity
}

/**
 * The report with this id as the caller may see it: an owned report only by its owner, an
 * unowned one by anyone holding its unguessable id. Anything else is "not found".
 */
async function findVisibleReport(payload: Payload, reportId: string, member: SignedInMember | null) {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(reportId)) throw new AppError('notFound', REPORT_NOT_FOUND)
  const found = await payload.find({
    collection: 'reports',
    where: { reportId: { equals: reportId } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const doc = found.docs[0]
  if (!doc) throw new AppError('notFound', REPORT_NOT_FOUND)
  const owner = ownerOf(doc)
  if (owner !== null && owner !== member?.id) throw new AppError('notFound', REPORT_NOT_FOUND)
  return doc
}

/** Call 3: the member's reports, the most recent first; `[]` when there are none. */
export async function listMemberReports({ payload, member }: MutationContext<undefined>): Promise<JsonAnswer> {
  const me = requireMember(member)
  const found = await payload.find({
    collection: 'reports',
    where: { owner: { equals: me.id } },
    sort: '-updatedAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const docs = found.docs
  if (docs.length === 0) return ok({ issuer_reports: [] })
  return ok({ issuer_reports: Object.fromEntries(docs.map((doc) => [doc.reportId, toReportEntity(doc)])) })
}

/** Call 4. */
export async function readReport({ payload, member, params }: MutationContext<undefined>): Promise<JsonAnswer> {
  const doc = await findVisibleReport(payload, params.id ?? '', member)
  return ok({ issuer_report: toReportEntity(doc) })
}

/** Call 5: updates the given fields; a signed-in member's update of an unowned report makes it theirs. */
export async function updateReport({
  payload,
  member,
  params,
  input,
}: MutationContext<ReportFields>): Promise<JsonAnswer> {
  const doc = await findVisibleReport(payload, params.id ?? '', member)
  const known = doc.answers
  const answers = known && typeof known === 'object' && !Array.isArray(known) ? known : {}
  const updated = await payload.update({
    collection: 'reports',
    id: doc.id,
    overrideAccess: true,
    depth: 0,
    data: {
      answers: { ...answers, ...input },
      ...(member && ownerOf(doc) === null ? { owner: member.id } : {}),
    },
  })
  return ok({ issuer_report: toReportEntity(updated) })
}
