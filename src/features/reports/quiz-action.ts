'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { findPlanLookup } from '@/features/plans/server'
import { clientHashOf } from '@/lib/client-identity'
import { AppError } from '@/lib/errors'
import { localizeHref } from '@/lib/i18n'
import { getLocale } from '@/platform/locale.server'
import { getLogger } from '@/lib/logger'
import { getPayloadClient } from '@/platform/payload.server'
import { consumeRateLimit } from '@/platform/rate-limit'
import { fieldErrorsOf } from '@/lib/validation'
import { messagesFor } from '@/messages'
import { translateText } from '@/messages/translate-text'

import {
  draftFromAnswers,
  draftFromForm,
  EMPTY_QUIZ,
  QUIZ_FORM,
  quizStepOf,
  stepErrors,
  stepSave,
  type QuizFormState,
} from './quiz-state'
import { reportHref } from './report-api'
import { changeReport, makeReport, visibleReportAnswers } from './reports.server'
import { LAST_QUIZ_STEP, REPORT_MESSAGES, reportFieldsSchema, type QuizStep } from './schema'

/**
 * The quiz's form posted without script (one step per page): the step's answers are checked as
 * the browser's quiz checks them, saved through the same report use cases as calls 5 and the
 * creation call, and answered with the next step, or the step again with its messages. The
 * answers travel in the body and are shown in the answer's page only; nothing is logged.
 */
export async function submitQuizStep(_previous: QuizFormState, form: FormData): Promise<QuizFormState> {
  const locale = await getLocale()
  const m = messagesFor(locale).quiz
  const payload = await getPayloadClient()
  const step = quizStepOf(form.get(QUIZ_FORM.step)) ?? 0
  const posted = form.get(QUIZ_FORM.report)
  const known = typeof posted === 'string' && posted ? await visibleReportAnswers(payload, posted) : null
  const reportId = known ? (posted as string) : null
  const draft = draftFromForm(step, form, known ? draftFromAnswers(known) : EMPTY_QUIZ)
  const reached = Math.max(step, quizStepOf(form.get(QUIZ_FORM.reached)) ?? 0) as QuizStep
  const state: QuizFormState = { step, reached, reportId, draft, errors: {}, message: null, place: null, posted: true }

  const goTo = quizStepOf(form.get(QUIZ_FORM.goTo))
  if (goTo !== null && goTo <= reached) return { ...state, step: goTo, draft }

  const found = stepErrors(step, draft)
  if (Object.keys(found).length > 0) return { ...state, errors: found }

  let answers = draft
  if (step === 0) {
    const zip = draft.field_ir_zipcode.trim()
    // The step's rules checked the ZIP: the index is asked directly, as call 1 asks it.
    const result = await findPlanLookup(payload, zip)
    const place = { zip, result }
    if (result.counties.length === 0) return { ...state, errors: { field_ir_zipcode: m.where.unknownZip(zip) } }
    if (result.exchange && (result.plans.length === 0 || result.isEarlier)) return { ...state, place }
    let county = result.counties.length === 1 ? result.counties[0]!.fips : null
    if (result.counties.some((candidate) => candidate.fips === draft.field_ir_county)) county = draft.field_ir_county
    if (!county) {
      const errors: Record<string, string> = form.get(QUIZ_FORM.countiesShown)
        ? { field_ir_county: REPORT_MESSAGES.countyRequired }
        : {}
      return { ...state, place, errors }
    }
    answers = { ...draft, field_ir_county: county }
  }

  const parsed = reportFieldsSchema.safeParse(stepSave(step, answers))
  if (!parsed.success) return { ...state, errors: fieldErrorsOf(parsed.error.issues) }
  let savedId: string
  try {
    await consumeRateLimit(reportId ? 'reports.access' : 'reports.create', clientHashOf(await headers()))
    savedId = reportId
      ? (await changeReport(payload, null, reportId, parsed.data)).reportId
      : (await makeReport(payload, null, parsed.data)).report.reportId
  } catch (error) {
    if (error instanceof AppError) {
      const fields = Object.fromEntries(
        Object.entries(error.fields).map(([name, text]) => [name, translateText(text, locale)]),
      )
      const message =
        Object.keys(fields).length > 0 ? null : (error.inLanguage?.(locale) ?? translateText(error.message, locale))
      return { ...state, errors: fields, message }
    }
    getLogger().error({ err: error, action: 'reports.quizStep' }, 'quiz step failed')
    return { ...state, message: messagesFor(locale).serverErrors.unexpected }
  }
  if (step === LAST_QUIZ_STEP) redirect(localizeHref(reportHref(savedId), locale))
  const next = (step + 1) as QuizStep
  return { ...state, reportId: savedId, draft: answers, step: next, reached: Math.max(reached, next) as QuizStep }
}
