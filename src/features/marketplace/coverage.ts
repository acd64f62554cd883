/**
 * Whether each plan covers a shopper's drugs and doctors, as HealthCare.gov's coverage calls
 * answer it (product brief §15). Never a guess: an answer Candor cannot read, a plan or an item
 * the answer leaves out, and a value it does not know are all `Unknown` ("Could not check"),
 * never `NotCovered`. Safe anywhere: it reads answers and says nothing itself.
 */

/** The API's own verdicts, and Candor's for an answer it could not read. */
export const COVERAGE_VERDICTS = ['Covered', 'NotCovered', 'GenericCovered', 'DataNotProvided', 'Unknown'] as const
export type CoverageVerdict = (typeof COVERAGE_VERDICTS)[number]

export type DrugCoverage = { rxcui: string; coverage: CoverageVerdict }
export type ProviderCoverage = { npi: string; coverage: CoverageVerdict }
export type CoverageKind = 'drug' | 'provider'

/** A HIOS plan id: the issuer's five digits, the state, the product and the plan. */
export const HIOS_PLAN_ID = /^\d{5}[A-Z]{2}\d{7}$/
/** An RxCUI: RxNorm's concept id, digits only. */
export const RXCUI = /^\d{1,10}$/
/** A National Provider Identifier: ten digits. */
export const NPI = /^\d{10}$/

/** The most drugs, and the most doctors or facilities, one list of plans is checked against. */
export const MAX_COVERAGE_ITEMS = 10
/** The most plan ids one coverage call names. */
export const COVERAGE_BATCH = 50

/**
 * The array the coverage calls answer with: the published spec names it "Provider & Drug
 * Coverage", the live API is believed to answer `coverage`. Either is read.
 */
export const COVERAGE_ARRAY_NAMES = ['coverage', 'Provider & Drug Coverage'] as const

const KNOWN = new Set<string>(['Covered', 'NotCovered', 'GenericCovered', 'DataNotProvided'])

/** `items` cut into runs of at most `size`. */
export function batchesOf<T>(items: readonly T[], size = COVERAGE_BATCH): T[][] {
  const batches: T[][] = []
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size))
  return batches
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

/** The answer's list of rows, under either name, or null when there is none to read. */
function rowsOf(answer: unknown): unknown[] | null {
  if (Array.isArray(answer)) return answer
  if (!isRecord(answer)) return null
  for (const name of COVERAGE_ARRAY_NAMES) if (Array.isArray(answer[name])) return answer[name]
  return null
}

/**
 * One coverage answer read for the plans and items it was asked about: plan id → item id →
 * verdict. Every pair asked gets a verdict; whatever the answer does not say plainly is
 * `Unknown`. Two rows that disagree about one pair say nothing certain: `Unknown`.
 */
export function readCoverageAnswer(
  answer: unknown,
  kind: CoverageKind,
  planIds: readonly string[],
  itemIds: readonly string[],
): Map<string, Map<string, CoverageVerdict>> {
  const verdicts = new Map(
    planIds.map((planId) => [planId, new Map<string, CoverageVerdict>(itemIds.map((id) => [id, 'Unknown']))]),
  )
  const seen = new Map<string, CoverageVerdict>()
  const key = kind === 'drug' ? 'rxcui' : 'npi'
  for (const row of rowsOf(answer) ?? []) {
    if (!isRecord(row)) continue
    const planId = row.plan_id
    const itemId = row[key]
    const coverage = row.coverage
    if (typeof planId !== 'string' || (typeof itemId !== 'string' && typeof itemId !== 'number')) continue
    const forPlan = verdicts.get(planId)
    const id = String(itemId)
    if (!forPlan?.has(id)) continue
    const verdict: CoverageVerdict =
      typeof coverage === 'string' && KNOWN.has(coverage) ? (coverage as CoverageVerdict) : 'Unknown'
    const pair = `${planId} ${id}`
    const before = seen.get(pair)
    seen.set(pair, before === undefined || before === verdict ? verdict : 'Unknown')
    forPlan.set(id, seen.get(pair)!)
  }
  return verdicts
}

/** Every pair asked, `Unknown`: what a call that failed, stalled or was refused answers. */
export function unknownCoverage(planIds: readonly string[], itemIds: readonly string[]) {
  return readCoverageAnswer(null, 'drug', planIds, itemIds)
}

/** Whether a plan covers every drug and doctor on the shopper's list (a generic counts for a drug). */
export function coversAll(plan: { drugs?: DrugCoverage[]; providers?: ProviderCoverage[] }): boolean {
  return (
    (plan.drugs ?? []).every(({ coverage }) => coverage === 'Covered' || coverage === 'GenericCovered') &&
    (plan.providers ?? []).every(({ coverage }) => coverage === 'Covered')
  )
}
