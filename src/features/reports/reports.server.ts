import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { field, ok, type JsonAnswer, requestLocale } from '@/lib/api-response'
import { AppError } from '@/lib/errors'
import { getEnv } from '@/lib/env'
import { localizeHref, type Locale } from '@/lib/i18n'
import { asCaller, requireMember, type SignedInMember } from '@/platform/member-auth'
import type { MutationContext } from '@/platform/mutation-context'
import type { Report } from '@/payload-types'

import { reportLinkMail } from './report-mail'
import { reportEstimate, reportMarket, reportPlans } from './report-market.server'
import {
  HEALTH_FIELDS,
  MONEY_FIELDS,
  REPORT_MESSAGES,
  type NewReportFields,
  type ReportFields,
  type StoredAnswers,
} from './schema'
import { holding } from '@/access/capability'
import { asSystem } from '@/lib/as-system'

export const REPORT_NOT_FOUND = 'This report could not be found.'
export const REPORT_NO_EMAIL = 'Add an email address to your report first.'

/** 24 random bytes: 192 bits, 32 URL-safe characters. */
const REPORT_ID_BYTES = 24
const REPORT_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/

export function newReportId(): string {
  return randomBytes(REPORT_ID_BYTES).toString('base64url')
}

const ownerOf = (doc: Report) => (typeof doc.owner === 'object' ? doc.owner?.id : doc.owner) ?? null

function answersOf(doc: Report): StoredAnswers {
  const known = doc.answers
  return known && typeof known === 'object' && !Array.isArray(known) ? (known as StoredAnswers) : {}
}

/** A report in the entity form of the contracts: every field a list whose first item holds the value. */
export function toReportEntity(doc: Report) {
  const entity: Record<string, [{ value: unknown }]> = { field_ir_unique_id: field(doc.reportId) }
  for (const [name, value] of Object.entries(answersOf(doc))) entity[name] = field(value)
  entity.field_ir_created = field(doc.createdAt)
  entity.field_ir_changed = field(doc.updatedAt)
  return entity
}

/** The report a creation with this client key made, whoever owns it (to tell a repeat from a clash). */
async function reportOfClientId(payload: Payload, clientId: string) {
  const found = await payload.find({
    collection: 'reports',
    where: { clientId: { equals: clientId } },
    depth: 0,
    limit: 1,
    ...asSystem('visitorSubmission'),
  })
  return found.docs[0]
}

/**
 * The report with this id as the caller may see it: an owned report only by its owner, an
 * unowned one by anyone holding its unguessable id. Anything else is "not found".
 */
async function findVisibleReport(payload: Payload, reportId: string, member: SignedInMember | null) {
  if (!REPORT_ID_PATTERN.test(reportId)) throw new AppError('notFound', REPORT_NOT_FOUND)
  // The collection's access decides (access/capability.ts): the id opens its report unless
  // another account owns it.
  const found = await payload.find({
    collection: 'reports',
    where: { reportId: { equals: reportId } },
    depth: 0,
    limit: 1,
    ...holding({ kind: 'reportId', reportId }, member),
  })
  const doc = found.docs[0]
  if (!doc) throw new AppError('notFound', REPORT_NOT_FOUND)
  return doc
}

/**
 * The answers after an update: health answers and money answers each need the person's
 * agreement to their stated use, and withdrawing it removes them.
 */
function mergeAnswers(known: StoredAnswers, input: ReportFields): StoredAnswers {
  const merged: StoredAnswers = { ...known, ...input }
  if (merged.field_ir_money_consent !== true) {
    const given = MONEY_FIELDS.filter((name) => input[name] !== undefined && input[name] !== null)
    if (given.length > 0) {
      throw AppError.invalid(Object.fromEntries(given.map((name) => [name, REPORT_MESSAGES.moneyConsentNeeded])))
    }
    for (const name of MONEY_FIELDS) delete merged[name]
  }
  if (merged.field_ir_health_consent !== true) {
    const given = HEALTH_FIELDS.filter((name) => input[name] !== undefined && input[name] !== null)
    if (given.length > 0) {
      throw AppError.invalid(Object.fromEntries(given.map((name) => [name, REPORT_MESSAGES.consentNeeded])))
    }
    for (const name of HEALTH_FIELDS) delete merged[name]
  }
  return merged
}

/** The creation call: a new report with the fields given, owned at once by a signed-in member. */
export async function createReport({ payload, member, input }: MutationContext<NewReportFields>): Promise<JsonAnswer> {
  const { report, created } = await makeReport(payload, member, input)
  return ok({ issuer_report: toReportEntity(report) }, created ? 201 : 200)
}

/**
 * A new report with the fields given, or the one an earlier send with the same key made (when it
 * belongs to this caller). Used by the creation call and by the quiz's form posted without script.
 */
export async function makeReport(
  payload: Payload,
  member: SignedInMember | null,
  input: NewReportFields,
): Promise<{ report: Report; created: boolean }> {
  const { client_report_id: clientId, ...fields } = input
  const answers = mergeAnswers({}, fields)
  /** The report a creation with this key made before, if it belongs to this caller. */
  const madeBefore = async (): Promise<Report | null> => {
    if (!clientId) return null
    const report = await reportOfClientId(payload, clientId)
    if (!report) return null
    const owner = ownerOf(report)
    if (owner !== null && owner !== member?.id) throw new AppError('conflict', REPORT_MESSAGES.clientIdInvalid)
    return report
  }
  const earlier = await madeBefore()
  if (earlier) return { report: earlier, created: false }
  try {
    const report = await payload.create({
      collection: 'reports',
      ...asSystem('visitorSubmission'),
      depth: 0,
      data: { reportId: newReportId(), owner: member?.id ?? null, answers, clientId: clientId ?? null },
    })
    return { report, created: true }
  } catch (error) {
    // Two sends of one creation racing: the unique key lets one in, and the other answers it.
    const raced = await madeBefore()
    if (raced) return { report: raced, created: false }
    throw error
  }
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
    ...asCaller(me),
  })
  const docs = found.docs
  if (docs.length === 0) return ok({ issuer_reports: [] })
  return ok({ issuer_reports: Object.fromEntries(docs.map((doc) => [doc.reportId, toReportEntity(doc)])) })
}

/** Call 4's data for a report found for its caller: the report, its place, insurers, estimate and plans. */
async function reportData(payload: Payload, doc: Report, locale: Locale) {
  const answers = answersOf(doc)
  const market = await reportMarket(payload, answers, locale)
  return {
    issuer_report: toReportEntity(doc),
    report_place: market?.place ?? null,
    report_insurers: market?.insurers ?? [],
    report_estimate: await reportEstimate(payload, answers, market?.place ?? null, locale),
    report_plans: await reportPlans(payload, answers, market?.place ?? null, locale),
  }
}

/** Call 4: the report, with the place its ZIP code names, the insurers sold there and its cost estimate. */
export async function readReport({
  payload,
  member,
  params,
  request,
}: MutationContext<undefined>): Promise<JsonAnswer> {
  const doc = await findVisibleReport(payload, params.id ?? '', member)
  return ok(await reportData(payload, doc, requestLocale(request)))
}

/**
 * Call 5: updates the given fields; never creates. A signed-in member's update of an
 * unowned report makes it theirs (how a report made before signing in is attached).
 */
export async function updateReport({
  payload,
  member,
  params,
  input,
}: MutationContext<ReportFields>): Promise<JsonAnswer> {
  return ok({ issuer_report: toReportEntity(await changeReport(payload, member, params.id ?? '', input)) })
}

/** The report with the given fields changed, for whoever may see it (call 5 and the quiz's posted form). */
export async function changeReport(
  payload: Payload,
  member: SignedInMember | null,
  reportId: string,
  input: ReportFields,
): Promise<Report> {
  const doc = await findVisibleReport(payload, reportId, member)
  return payload.update({
    collection: 'reports',
    id: doc.id,
    ...holding({ kind: 'reportId', reportId: doc.reportId }, member),
    depth: 0,
    data: {
      answers: mergeAnswers(answersOf(doc), input),
      ...(member && ownerOf(doc) === null ? { owner: member.id } : {}),
    },
  })
}

/** The answers of a report anyone holding its id may see, or null (unknown, or an account's). */
export async function visibleReportAnswers(payload: Payload, reportId: string): Promise<StoredAnswers | null> {
  try {
    return answersOf(await findVisibleReport(payload, reportId, null))
  } catch (error) {
    if (error instanceof AppError) return null
    throw error
  }
}

/** Deletes the report for whoever may see it: its owner, or anyone holding an unowned one's id. */
export async function deleteReport({ payload, member, params }: MutationContext<undefined>): Promise<JsonAnswer> {
  await removeReport(payload, member, params.id ?? '')
  return ok({ deleted: true })
}

/** Deletes the report with this id for whoever may see it (the call above and the report's posted form). */
export async function removeReport(payload: Payload, member: SignedInMember | null, reportId: string): Promise<void> {
  const doc = await findVisibleReport(payload, reportId, member)
  await payload.delete({
    collection: 'reports',
    id: doc.id,
    ...holding({ kind: 'reportId', reportId: doc.reportId }, member),
  })
}

/** Mails the report's link to the address given in the quiz: the link only, none of the answers. */
export async function emailReportLink({
  payload,
  member,
  params,
  request,
}: MutationContext<undefined>): Promise<JsonAnswer> {
  await mailReportLink(payload, member, params.id ?? '', requestLocale(request))
  return ok({ sent: true })
}

/** Mails the link of the report with this id, for whoever may see it (the call above and the report's posted form). */
export async function mailReportLink(
  payload: Payload,
  member: SignedInMember | null,
  reportId: string,
  locale: Locale,
): Promise<void> {
  const doc = await findVisibleReport(payload, reportId, member)
  const email = answersOf(doc).field_ir_submit_email
  if (!email) throw AppError.invalid({ field_ir_submit_email: REPORT_NO_EMAIL })
  const mail = reportLinkMail(`${getEnv().siteUrl}${localizeHref(`/report/${doc.reportId}`, locale)}`, locale)
  await payload.sendEmail({ to: email, subject: mail.subject, text: mail.text })
}

/**
 * Call 4's data for a report anyone holding its id may open (one no account owns), for its page
 * to render on the server; null for an unknown id and for an account's report alike, so the
 * page reveals nothing to others.
 */
export async function openReportData(payload: Payload, reportId: string, locale: Locale) {
  try {
    // As a visitor: an account's report is not found, even for its owner signed in elsewhere.
    return reportData(payload, await findVisibleReport(payload, reportId, null), locale)
  } catch (error) {
    if (error instanceof AppError) return null
    throw error
  }
}
