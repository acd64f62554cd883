/**
 * What the report's forms posted without script answer (plain data, so the page can render
 * it): the priorities' "Update ranking", "Email me this link", and the answer "Yes" to "Delete this report?".
 */
import { METER_FIELDS } from './schema'

/** The names the report's forms post under. */
export const REPORT_FORM = {
  report: 'report',
  /** The report's page asked for with the question "Delete this report for good?" open. */
  deleteStep: 'delete',
} as const

export const REPORT_DELETE_ASK = 'ask'

export type MetersFormState = { status: 'idle' } | { status: 'saved' } | { status: 'failed'; message: string }
export type DeleteFormState = { status: 'idle' } | { status: 'failed'; message: string }
export type EmailFormState = { status: 'idle' } | { status: 'sent' } | { status: 'failed'; message: string }

export const IDLE_METERS: MetersFormState = { status: 'idle' }
export const IDLE_DELETE: DeleteFormState = { status: 'idle' }
export const IDLE_EMAIL: EmailFormState = { status: 'idle' }

/** The meters a posted form carries: only the named sliders, as the strings the form sent. */
export function postedMeters(form: FormData): Record<string, string> {
  const meters: Record<string, string> = {}
  for (const name of METER_FIELDS) {
    const value = form.get(name)
    if (typeof value === 'string') meters[name] = value
  }
  return meters
}
