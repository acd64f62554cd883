/**
 * What the quiz asks the server, in the browser: the place of a ZIP code (call 1), and the
 * save of a step (the report's creation, then call 5). Each answers what the quiz is to show;
 * the state changes are the quiz's own (`quiz-reducer.ts`).
 */
import { planLookupUrl, readPlanLookup } from '@/features/plans'
import { callApi } from '@/lib/api-client'

import { readReportData, REPORT_ENDPOINTS } from '../report-api'
import type { QuizLookup } from '../quiz-reducer'
import { stepFields, type QuizDraft } from '../quiz-state'
import { REPORT_MESSAGES, type ReportFields } from '../schema'

type PlaceWords = { lookupFailed: string; unknownZip: (zip: string) => string }

/**
 * Step 0's check of the ZIP code before it saves: unknown, in a state with its own exchange,
 * or in several counties. `county` is the county to save, or null to stay on the step (with
 * `errors` to show, or the counties to choose from once `lookup` is shown).
 */
export type PlaceCheck = {
  county: string | null
  errors?: Record<string, string>
  lookup?: QuizLookup
  /** The counties were just shown: the person chooses one. */
  chooseCounty?: boolean
}

export async function checkQuizPlace(
  draft: QuizDraft,
  known: QuizLookup | null,
  words: PlaceWords,
): Promise<PlaceCheck> {
  const zip = draft.field_ir_zipcode.trim()
  let result = known?.zip === zip ? known.result : null
  let lookup: QuizLookup | undefined
  if (!result) {
    const answer = await callApi(planLookupUrl(zip))
    if (!answer.ok) return { county: null, errors: { field_ir_zipcode: answer.errors.zipcode ?? words.lookupFailed } }
    result = readPlanLookup(answer.data)
    if (!result) return { county: null, errors: { field_ir_zipcode: words.lookupFailed } }
    lookup = { zip, result }
    if (result.counties.length > 1 && !result.counties.some((county) => county.fips === draft.field_ir_county)) {
      return { county: null, lookup, chooseCounty: true }
    }
  }
  if (result.counties.length === 0) return { county: null, lookup, errors: { field_ir_zipcode: words.unknownZip(zip) } }
  if (result.exchange && (result.plans.length === 0 || result.isEarlier)) return { county: null, lookup }
  if (result.counties.length === 1) return { county: result.counties[0]!.fips, lookup }
  if (result.counties.some((county) => county.fips === draft.field_ir_county)) {
    return { county: draft.field_ir_county, lookup }
  }
  return { county: null, lookup, errors: { field_ir_county: REPORT_MESSAGES.countyRequired } }
}

export type SaveResult =
  { ok: true; reportId: string } | { ok: false; errors: Record<string, string> } | { ok: false; message: string | null }

/**
 * Saves a step: updates the report (call 5), or creates it: on the first save with the step's
 * answers, and with every answer so far when it was deleted meanwhile. `creationKey` holds the key of a creation not
 * yet answered, so that a retry sends the same one.
 */
export async function saveQuizStep({
  reportId,
  token,
  fields,
  answers,
  creationKey,
}: {
  reportId: string | null
  token: string | null
  fields: ReportFields
  answers: QuizDraft
  creationKey: { current: string | null }
}): Promise<SaveResult> {
  let answer = reportId ? await callApi(REPORT_ENDPOINTS.update(reportId), { token, body: fields }) : null
  if (!answer || answer.status === 404) {
    const everything = { ...stepFields(0, answers), ...stepFields(1, answers), ...fields }
    const known = Object.fromEntries(
      Object.entries(everything).filter(([, value]) => value !== '' && value !== undefined),
    )
    // getRandomValues, unlike randomUUID, works on a plain-http address too.
    creationKey.current ??= Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
      byte.toString(16).padStart(2, '0'),
    ).join('')
    answer = await callApi(REPORT_ENDPOINTS.create, {
      token,
      body: { ...(reportId ? known : fields), client_report_id: creationKey.current },
    })
    // Answered: a report made later (after this one is deleted) gets a key of its own.
    if (answer.status > 0 && answer.status < 500) creationKey.current = null
  }
  if (!answer.ok) {
    return Object.keys(answer.errors).length > 0
      ? { ok: false, errors: answer.errors }
      : { ok: false, message: answer.message ?? null }
  }
  const saved = readReportData(answer.data)
  return saved ? { ok: true, reportId: saved.id } : { ok: false, message: null }
}
