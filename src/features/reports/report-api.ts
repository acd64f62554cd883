/**
 * The report's calls as the browser makes them (docs/api.md): create, read (call 4), update
 * (call 5), delete and email. Every one goes to Candor's own origin; the answers about
 * health travel only in request bodies, never in an address.
 */
import type { EstimateData } from '@/features/costs/server'
import type { HouseholdPlan } from '@/features/marketplace'

import type { StoredAnswers } from './schema'
import type { ReportInsurer, ReportPlace } from './report-insurers'

const reportPath = (id: string) => `/v1/data/report/${encodeURIComponent(id)}`

export const REPORT_ENDPOINTS = {
  create: '/v1/data/report',
  read: reportPath,
  update: (id: string) => `${reportPath(id)}/update`,
  remove: (id: string) => `${reportPath(id)}/delete`,
  email: (id: string) => `${reportPath(id)}/email`,
} as const

export const reportHref = (id: string) => `/report/${encodeURIComponent(id)}`

/** Where a report deleted without script lands: a page that says it is gone (no report id in it). */
export const REPORT_DELETED_PATH = '/report/deleted'

type JsonObject = Record<string, unknown>
const isRecord = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** An entity's fields (`{ name: [{ value }] }`) as plain values. */
function valuesOf(entity: JsonObject): JsonObject {
  const values: JsonObject = {}
  for (const [name, list] of Object.entries(entity)) {
    if (Array.isArray(list) && isRecord(list[0]) && 'value' in list[0]) values[name] = list[0].value
  }
  return values
}

export type LoadedReport = {
  id: string
  answers: StoredAnswers
  changedAt: string | null
  place: ReportPlace | null
  insurers: ReportInsurer[]
  /** The tax-credit estimate, once the person agreed to the money questions and gave an income. */
  estimate: EstimateData | null
  /** Each insurer's cheapest plans for the household, where HealthCare.gov priced them. */
  plans: ReportPlans | null
}

/** HealthCare.gov's plans for a report's household: each insurer's cheapest after the credit. */
export type ReportPlans = {
  plan_year: number
  fetched_at: string
  notice: string | null
  /** By Candor insurer page (nid), cheapest after the credit first. */
  by_insurer: Record<string, HouseholdPlan[]>
}

/** The report in the `data` of a call 4 or 5 answer (or of the creation call), or null. */
export function readReportData(data: unknown): LoadedReport | null {
  if (!isRecord(data) || !isRecord(data.issuer_report)) return null
  const values = valuesOf(data.issuer_report)
  const id = values.field_ir_unique_id
  if (typeof id !== 'string' || id === '') return null
  const { field_ir_unique_id: _id, field_ir_created: _created, field_ir_changed: changed, ...answers } = values
  return {
    id,
    answers: answers as StoredAnswers,
    changedAt: typeof changed === 'string' ? changed : null,
    place: isRecord(data.report_place) ? (data.report_place as ReportPlace) : null,
    insurers: Array.isArray(data.report_insurers) ? (data.report_insurers as ReportInsurer[]) : [],
    estimate: isRecord(data.report_estimate) ? (data.report_estimate as EstimateData) : null,
    plans: isRecord(data.report_plans) ? (data.report_plans as ReportPlans) : null,
  }
}
