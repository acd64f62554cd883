import { isRecord, isText, positiveIdOf, textOrNull } from '@/lib/json-read'

import type { AccountUser } from './session'

/**
 * The browser's side of the member account endpoints (docs/api.md, "Member accounts"):
 * their paths and readers for their answers. They are called with `callApi`
 * (src/lib/api-client.ts).
 */
export const ACCOUNT_ENDPOINTS = {
  register: '/v1/account/register',
  verifyEmail: '/v1/account/verify-email',
  resendVerification: '/v1/account/verify-email/resend',
  login: '/v1/account/login',
  logout: '/v1/account/logout',
  forgotPassword: '/v1/account/password/forgot',
  resetPassword: '/v1/account/password/reset',
  changePassword: '/v1/account/password/change',
  update: '/v1/account/update',
  /** Call 7. */
  details: '/v1/data/account/details',
  /** Calls 8 (GET) and 9 (POST). */
  savedPlans: '/v1/account/saved_plans',
  /** The doctors and drugs kept in the account: GET, POST (with consent) and DELETE. */
  careList: '/v1/account/care_list',
  /** Call 3. */
  reports: '/v1/account/reports',
  reviews: '/v1/account/reviews',
  export: '/v1/account/export',
  delete: '/v1/account/delete',
} as const

/** `data.account` of call 7 (and of the update call), or null when the answer does not hold one. */
export function accountOf(data: unknown): AccountUser | null {
  const account = isRecord(data) ? data.account : null
  if (!isRecord(account)) return null
  const uid = positiveIdOf(account.uid)
  const { first_name, last_name, email } = account
  if (uid === null || !isText(first_name) || !isText(last_name) || !isText(email)) return null
  return { uid, first_name, last_name, email, pending_email: textOrNull(account.pending_email) }
}

/** The plan nids of calls 8 and 9 (`data.account_savedplans.field_savedplans_ids`), or null. */
export function savedPlanIdsOf(data: unknown): number[] | null {
  const saved = isRecord(data) ? data.account_savedplans : null
  const items = isRecord(saved) ? saved.field_savedplans_ids : null
  if (!Array.isArray(items)) return null
  const ids = items.map((item) => (isRecord(item) ? positiveIdOf(item.value) : null))
  return ids.every((id) => id !== null) ? (ids as number[]) : null
}

export type MemberReview = {
  id: number
  plan: number | null
  /** The plan's name as the site shows it, while Candor holds the plan. */
  plan_name: string | null
  issuer_legal_name: string | null
  state: string | null
  reporting_unit: string | null
  status: string
  submitted_at: string | null
  public_message: string
}

function memberReviewOf(item: unknown): MemberReview | null {
  if (!isRecord(item) || typeof item.id !== 'number' || !isText(item.status)) return null
  const plan = isRecord(item.plan) ? item.plan.id : item.plan
  return {
    id: item.id,
    plan: typeof plan === 'number' ? plan : null,
    plan_name: textOrNull(item.plan_name),
    issuer_legal_name: textOrNull(item.issuer_legal_name),
    state: textOrNull(item.state),
    reporting_unit: textOrNull(item.reporting_unit),
    status: item.status,
    submitted_at: textOrNull(item.submitted_at),
    public_message: textOrNull(item.public_message) ?? '',
  }
}

/** `data.reviews` of `GET /v1/account/reviews`, or null. */
export function memberReviewsOf(data: unknown): MemberReview[] | null {
  const items = isRecord(data) ? data.reviews : null
  if (!Array.isArray(items)) return null
  const reviews = items.map(memberReviewOf)
  return reviews.every((review) => review !== null) ? (reviews as MemberReview[]) : null
}

/** A member's report as the profile lists it: when it last changed, for which ZIP code, finished or not. */
export type MemberReport = { id: string; changedAt: string | null; zip: string | null; finished: boolean }

/** The quiz's last step, "4" (seed-spec §3): a report saved at it is finished. */
const LAST_REPORT_STEP = 4

/** The value of an entity field (`[{ value }]`), or undefined. */
function entityValueOf(field: unknown): unknown {
  return Array.isArray(field) && isRecord(field[0]) ? field[0].value : undefined
}

/**
 * `data.issuer_reports` of call 3: `[]` without reports, otherwise an object keyed by report
 * id whose entries start with `field_ir_unique_id`, the most recent first. Null when unreadable.
 */
export function memberReportsOf(data: unknown): MemberReport[] | null {
  const reports = isRecord(data) ? data.issuer_reports : null
  if (Array.isArray(reports)) return []
  if (!isRecord(reports) || !Object.values(reports).every(isRecord)) return null
  return Object.entries(reports as Record<string, Record<string, unknown>>).map(([key, entity]) => {
    const text = (name: string) => textOrNull(entityValueOf(entity[name]))
    return {
      id: text('field_ir_unique_id') ?? key,
      changedAt: text('field_ir_changed'),
      zip: text('field_ir_zipcode'),
      finished: entityValueOf(entity.field_ir_last_step) === LAST_REPORT_STEP,
    }
  })
}
