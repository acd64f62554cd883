import { z } from '@/lib/zod'

import type { AccountUser } from './session'

/**
 * The browser's side of the member account endpoints (docs/api.md, "Member accounts"):
 * their paths and readers for their answers. They are called with `callApi`
 * (src/lib/api-client.ts).
 */
export const ACCOUNT_ENDPOINTS = {
  register: '/v1/account/register',
  verifyEmail: '/v1/account/verify-email',
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
  /** Call 3. */
  reports: '/v1/account/reports',
  reviews: '/v1/account/reviews',
  export: '/v1/account/export',
  delete: '/v1/account/delete',
} as const

const accountSchema = z.object({
  uid: z.coerce.number().int().positive(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  pending_email: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
})

/** `data.account` of call 7 (and of the update call), or null when the answer does not hold one. */
export function accountOf(data: unknown): AccountUser | null {
  const parsed = z.object({ account: accountSchema }).safeParse(data)
  return parsed.success ? parsed.data.account : null
}

const savedPlansSchema = z.object({
  account_savedplans: z.object({
    field_savedplans_ids: z.array(z.object({ value: z.coerce.number().int().positive() })),
  }),
})

/** The plan nids of calls 8 and 9 (`data.account_savedplans.field_savedplans_ids`), or null. */
export function savedPlanIdsOf(data: unknown): number[] | null {
  const parsed = savedPlansSchema.safeParse(data)
  return parsed.success ? parsed.data.account_savedplans.field_savedplans_ids.map((item) => item.value) : null
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

const memberReviewSchema = z.object({
  id: z.number(),
  plan: z
    .union([z.number(), z.object({ id: z.number() }).transform((value) => value.id)])
    .nullish()
    .transform((value) => value ?? null),
  plan_name: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  issuer_legal_name: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  state: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  reporting_unit: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  status: z.string(),
  submitted_at: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  public_message: z.string().catch(''),
})

/** `data.reviews` of `GET /v1/account/reviews`, or null. */
export function memberReviewsOf(data: unknown): MemberReview[] | null {
  const parsed = z.object({ reviews: z.array(memberReviewSchema) }).safeParse(data)
  return parsed.success ? parsed.data.reviews : null
}

/** A member's report as the profile lists it: when it last changed, for which ZIP code, finished or not. */
export type MemberReport = { id: string; changedAt: string | null; zip: string | null; finished: boolean }

/** The quiz's last step, "4" (seed-spec §3): a report saved at it is finished. */
const LAST_REPORT_STEP = 4

const entityValue = z.array(z.object({ value: z.unknown() })).min(1)

/**
 * `data.issuer_reports` of call 3: `[]` without reports, otherwise an object keyed by report
 * id whose entries start with `field_ir_unique_id`, the most recent first. Null when unreadable.
 */
export function memberReportsOf(data: unknown): MemberReport[] | null {
  const parsed = z
    .object({
      issuer_reports: z.union([z.array(z.unknown()), z.record(z.string(), z.record(z.string(), z.unknown()))]),
    })
    .safeParse(data)
  if (!parsed.success) return null
  const reports = parsed.data.issuer_reports
  if (Array.isArray(reports)) return []
  return Object.entries(reports).map(([key, entity]) => {
    const text = (name: string) => {
      const parsed = entityValue.safeParse(entity[name])
      return parsed.success && typeof parsed.data[0]?.value === 'string' ? parsed.data[0].value : null
    }
    const step = entityValue.safeParse(entity.field_ir_last_step)
    return {
      id: text('field_ir_unique_id') ?? key,
      changedAt: text('field_ir_changed'),
      zip: text('field_ir_zipcode'),
      finished: step.success && step.data[0]?.value === LAST_REPORT_STEP,
    }
  })
}
