import type { Payload } from 'payload'

import { AppError } from '@/lib/errors'
import type { Locale } from '@/lib/i18n'
import { fieldErrorsOf } from '@/lib/validation'
import { translateText } from '@/messages/translate-text'
import { consumeRateLimit } from '@/platform/rate-limit'

import { postedMeters } from './report-form-state'
import { changeReport, mailReportLink, removeReport } from './reports.server'
import { reportFieldsSchema } from './schema'

/** How a posted report form went: done, the report gone (or never there), or refused with a message in the page's language. */
export type ReportFormOutcome = { kind: 'done' } | { kind: 'notFound' } | { kind: 'refused'; message: string }

/** Who posts a report's form: their connection (for the rate limit) and the page's language. */
export type FormPoster = { clientHash: string; locale: Locale }

async function asVisitor(
  { clientHash, locale }: FormPoster,
  work: () => Promise<unknown>,
  limit: 'reports.access' | 'reports.email' = 'reports.access',
): Promise<ReportFormOutcome> {
  try {
    await consumeRateLimit(limit, clientHash)
    await work()
    return { kind: 'done' }
  } catch (error) {
    if (error instanceof AppError) {
      if (error.code === 'notFound') return { kind: 'notFound' }
      return { kind: 'refused', message: error.inLanguage?.(locale) ?? translateText(error.message, locale) }
    }
    throw error
  }
}

/**
 * The report's sliders posted without script ("Update ranking"): saved to the report as call 5
 * saves them, for whoever holds an unowned report's id, under call 5's rate limit.
 */
export async function saveMetersFromForm(
  payload: Payload,
  reportId: string,
  form: FormData,
  poster: FormPoster,
): Promise<ReportFormOutcome> {
  const parsed = reportFieldsSchema.safeParse({
    ...postedMeters(form),
    field_ir_last_time: new Date().toISOString(),
  })
  if (!parsed.success) {
    const first = Object.values(fieldErrorsOf(parsed.error.issues))[0] ?? ''
    return { kind: 'refused', message: translateText(first, poster.locale) }
  }
  return asVisitor(poster, () => changeReport(payload, null, reportId, parsed.data))
}

/** "Delete this report" answered "Yes" without script: the report is deleted for whoever holds its id. */
export async function deleteReportFromForm(
  payload: Payload,
  reportId: string,
  poster: FormPoster,
): Promise<ReportFormOutcome> {
  return asVisitor(poster, () => removeReport(payload, null, reportId))
}

/** "Email me this link" without script: the link mailed as the report's call mails it, under its rate limit. */
export async function emailReportFromForm(
  payload: Payload,
  reportId: string,
  poster: FormPoster,
): Promise<ReportFormOutcome> {
  return asVisitor(poster, () => mailReportLink(payload, null, reportId, poster.locale), 'reports.email')
}
