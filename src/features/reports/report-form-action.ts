'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import type { Payload } from 'payload'

import { clientHashOf } from '@/lib/client-identity'
import { localizeHref, type Locale } from '@/lib/i18n'
import { getLogger } from '@/lib/logger'
import { messagesFor } from '@/messages'
import { getLocale } from '@/platform/locale.server'
import { getPayloadClient } from '@/platform/payload.server'

import { REPORT_DELETED_PATH } from './report-api'
import { REPORT_FORM, type DeleteFormState, type EmailFormState, type MetersFormState } from './report-form-state'
import {
  deleteReportFromForm,
  emailReportFromForm,
  saveMetersFromForm,
  type FormPoster,
  type ReportFormOutcome,
} from './report-forms.server'

/**
 * The report's forms as a browser without script posts them: the page answers with the
 * outcome. A browser running script never posts them; it uses the report's calls.
 */
async function posted(
  work: (payload: Payload, poster: FormPoster) => Promise<ReportFormOutcome>,
): Promise<{ locale: Locale; outcome: ReportFormOutcome }> {
  const locale = await getLocale()
  const poster = { clientHash: clientHashOf(await headers()), locale }
  try {
    return { locale, outcome: await work(await getPayloadClient(), poster) }
  } catch (error) {
    getLogger().error({ err: error, action: 'reports.form' }, 'report form failed')
    return { locale, outcome: { kind: 'refused', message: messagesFor(locale).serverErrors.unexpected } }
  }
}

const reportIdOf = (form: FormData) => String(form.get(REPORT_FORM.report) ?? '')

/** "Update ranking": the sliders saved; the page then ranks by them. */
export async function updateMetersAction(_previous: MetersFormState, form: FormData): Promise<MetersFormState> {
  const { locale, outcome } = await posted((payload, poster) =>
    saveMetersFromForm(payload, reportIdOf(form), form, poster),
  )
  if (outcome.kind === 'done') return { status: 'saved' }
  if (outcome.kind === 'notFound') return { status: 'failed', message: messagesFor(locale).report.notFoundHeading }
  return { status: 'failed', message: outcome.message }
}

/** "Yes, delete it": the report deleted, and a page that says so (no report id in its address). */
export async function deleteReportAction(_previous: DeleteFormState, form: FormData): Promise<DeleteFormState> {
  const { locale, outcome } = await posted((payload, poster) => deleteReportFromForm(payload, reportIdOf(form), poster))
  // A report already gone is as deleted as the person asked.
  if (outcome.kind !== 'refused') redirect(localizeHref(REPORT_DELETED_PATH, locale))
  return { status: 'failed', message: outcome.message }
}

/** "Email me this link": the report's link mailed to the address it holds, said on the page. */
export async function emailReportAction(_previous: EmailFormState, form: FormData): Promise<EmailFormState> {
  const { locale, outcome } = await posted((payload, poster) => emailReportFromForm(payload, reportIdOf(form), poster))
  if (outcome.kind === 'done') return { status: 'sent' }
  if (outcome.kind === 'notFound') return { status: 'failed', message: messagesFor(locale).report.notFoundHeading }
  return { status: 'failed', message: outcome.message }
}
