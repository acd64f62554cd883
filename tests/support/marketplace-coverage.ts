/**
 * The stand-in's drugs, doctors and crosswalk (tests/support/marketplace-stand-in.ts), as the
 * Marketplace API's spec describes `drugs/autocomplete`, `providers/search`, `drugs/covered`,
 * `providers/covered` and `crosswalk`. No answer of these was ever recorded, so the catalogue
 * below is the stand-in's own: a few drugs by their RxNorm names and ids, and made-up doctors
 * and facilities (their NPIs are not real ones). Coverage is a fixed function of the plan and
 * the item, so a test can compute the verdict it expects with `expectedCoverage`.
 */
import { recordingKey, type RecordedPlan, type Recordings } from './marketplace-recordings'

/** How the coverage calls answer: under the live API's array name, the spec's, bare, or spoiled. */
export const COVERAGE_MODES = [
  'coverage',
  'spec-name',
  'bare',
  'unreadable',
  'unknown-values',
  'error',
  'stall',
] as const
export type CoverageMode = (typeof COVERAGE_MODES)[number]

export type StandInDrug = { rxcui: string; name: string; strength: string; route: string; full_name: string }
export type StandInProvider = {
  npi: string
  name: string
  type: 'Individual' | 'Facility'
  specialties: string[]
  accepting: 'accepting' | 'not accepting' | 'accepting in some locations' | 'unknown'
  address: { street_1: string; city: string; state: string; zipcode: string }
}

const drug = (rxcui: string, name: string, strength: string, route = 'Oral Tablet'): StandInDrug => ({
  rxcui,
  name,
  strength,
  route,
  full_name: `${name} ${strength} ${route}`,
})

export const STAND_IN_DRUGS: StandInDrug[] = [
  drug('861007', 'metformin hydrochloride', '500 MG'),
  drug('861004', 'metformin hydrochloride', '1000 MG'),
  drug('314077', 'lisinopril', '10 MG'),
  drug('617312', 'atorvastatin calcium', '20 MG'),
  drug('312940', 'sertraline hydrochloride', '50 MG'),
  drug('966247', 'levothyroxine sodium', '0.1 MG'),
  drug('285018', 'insulin glargine', '100 UNT/ML', 'Injectable Solution'),
  drug('1373463', 'albuterol', '0.09 MG/ACTUAT', 'Inhalant'),
]

const provider = (
  npi: string,
  name: string,
  type: StandInProvider['type'],
  specialties: string[],
  city: string,
  state: string,
  zipcode: string,
  accepting: StandInProvider['accepting'] = 'accepting',
): StandInProvider => ({
  npi,
  name,
  type,
  specialties,
  accepting,
  address: { street_1: `${100 + Number(npi.slice(-2))} Main Street`, city, state, zipcode },
})

export const STAND_IN_PROVIDERS: StandInProvider[] = [
  provider('1999000001', 'Ana Morales, MD', 'Individual', ['Family Medicine'], 'Columbus', 'OH', '43215'),
  provider('1999000002', 'Anthony Moore, DO', 'Individual', ['Internal Medicine'], 'Columbus', 'OH', '43215'),
  provider('1999000003', 'Grace Kim, MD', 'Individual', ['Endocrinology'], 'Columbus', 'OH', '43210'),
  provider('1999000004', 'Luis Ortega, MD', 'Individual', ['Pediatrics'], 'Marion', 'IN', '46952', 'not accepting'),
  provider('1999000005', 'Riverside Community Hospital', 'Facility', ['Hospital'], 'Columbus', 'OH', '43214'),
  provider('1999000006', 'Morris Family Clinic', 'Facility', ['Clinic'], 'Columbus', 'OH', '43215'),
]

const VERDICTS = ['Covered', 'NotCovered', 'GenericCovered', 'DataNotProvided', 'Covered', 'Covered'] as const
const NETWORK = ['Covered', 'NotCovered', 'Covered', 'DataNotProvided'] as const

/** A small, stable number from text: the same plan and item always give the same verdict. */
function spread(text: string): number {
  let sum = 0
  for (const char of text) sum = (sum * 31 + char.charCodeAt(0)) % 9973
  return sum
}

/** The verdict the stand-in gives for an item and a plan, in its 'coverage' mode. */
export function expectedCoverage(kind: 'drug' | 'provider', itemId: string, planId: string): string {
  const table = kind === 'drug' ? VERDICTS : NETWORK
  return table[spread(`${itemId} ${planId}`) % table.length]!
}

type Answer = { status: number; body: unknown }
const json = (status: number, body: unknown): Answer => ({ status, body })
const invalid = (error: string) => json(400, { code: '1003', status: '400', message: 'InvalidInput', error })

/** The most plan ids the coverage calls accept at once (the API's own batch). */
export const MAX_PLAN_IDS = 50

function search<T>(list: T[], query: string, text: (item: T) => string): T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  return list.filter((item) => words.every((word) => text(item).toLowerCase().includes(word)))
}

function coverage(kind: 'drug' | 'provider', query: Record<string, string>, mode: CoverageMode): Answer | null {
  if (mode === 'stall') return null
  if (mode === 'error') return json(500, { code: '1000', status: '500', message: 'InternalServerError' })
  const items = (kind === 'drug' ? query.drugs : query.providerids)?.split(',').filter(Boolean) ?? []
  const planIds = query.planids?.split(',').filter(Boolean) ?? []
  if (items.length === 0 || planIds.length === 0) return invalid('items and planids are required')
  if (planIds.length > MAX_PLAN_IDS) return invalid(`at most ${MAX_PLAN_IDS} plan ids`)
  if (mode === 'unreadable') return json(200, { results: 'temporarily unavailable' })
  const key = kind === 'drug' ? 'rxcui' : 'npi'
  const rows = planIds.flatMap((planId) =>
    items.map((item) => ({
      [key]: item,
      plan_id: planId,
      coverage: mode === 'unknown-values' ? 'Maybe' : expectedCoverage(kind, item, planId),
      ...(kind === 'provider' ? { accepting: 'accepting', addresses: [] } : {}),
    })),
  )
  if (mode === 'bare') return json(200, rows)
  return json(200, { [mode === 'spec-name' ? 'Provider & Drug Coverage' : 'coverage']: rows })
}

/**
 * The plan a plan of the year before becomes among `plans` (the next year's): the same id where
 * it is there, else the same insurer's silver plan, else none.
 */
function successorOf(plans: readonly RecordedPlan[], planId: string): { plan: RecordedPlan; same: boolean } | null {
  const same = plans.find((plan) => plan.id === planId)
  if (same) return { plan: same, same: true }
  const sibling = plans.find((plan) => plan.id.startsWith(planId.slice(0, 5)) && plan.metal_level === 'Silver')
  return sibling ? { plan: sibling, same: false } : null
}

/**
 * The crosswalk of a plan of `year` to the next year's, in the county: its successor in the next
 * year's recording of the county, else none (404, code 1005, as the API answers a plan it has no
 * crosswalk for).
 */
function crosswalk(recordings: Recordings, query: Record<string, string>): Answer {
  const { plan_id: planId, year, fips } = query
  if (!planId || !year || !fips || !query.state || !query.zipcode)
    return invalid('year, plan_id, state, zipcode and fips are required')
  const next = recordings.firstOfCounty.get(`${Number(year) + 1}|${fips}`)
  const chosen = successorOf(next?.response.plans ?? [], planId)
  if (!chosen) return json(404, { code: '1005', status: '404', message: 'CrosswalkNotFound' })
  return json(200, { new_plan_id: chosen.plan.id, level: chosen.same ? '0' : '2', reason: chosen.same ? '0' : '4' })
}

/** What a plan of the year before cost, in the stand-in: its successor's price, a tenth lower. */
export const lastYearPriceOf = (amount: number) => Math.round(amount * 0.9 * 100) / 100

/**
 * `POST /plans` for a year no recording holds (the year before the recorded one): each plan id
 * the stand-in can follow into the next year's recording of the household is answered as that
 * plan, under its own id, priced by `lastYearPriceOf`; other ids are left out, as the API leaves
 * out plans it does not know.
 */
export function priceLastYearPlans(
  recordings: Recordings,
  body: Record<string, unknown>,
  query: Record<string, string>,
): Answer {
  const place = body.place as { countyfips?: unknown } | undefined
  const year = Number(body.year ?? query.year)
  const ids = Array.isArray(body.plan_ids) ? body.plan_ids.filter((id): id is string => typeof id === 'string') : []
  if (typeof place?.countyfips !== 'string' || !Number.isInteger(year) || ids.length === 0)
    return invalid('place.countyfips, year and plan_ids are required')
  const key = recordingKey(year + 1, place.countyfips, body.household)
  const recording = key ? recordings.byHousehold.get(key) : undefined
  if (!recording) return invalid(`no recording for this household in county ${place.countyfips}, ${year + 1}`)
  const plans = ids.flatMap((id) => {
    const chosen = successorOf(recording.response.plans, id)
    if (!chosen) return []
    const { plan } = chosen
    return [
      {
        ...plan,
        id,
        premium: typeof plan.premium === 'number' ? lastYearPriceOf(plan.premium) : plan.premium,
        premium_w_credit:
          typeof plan.premium_w_credit === 'number' ? lastYearPriceOf(plan.premium_w_credit) : plan.premium_w_credit,
      },
    ]
  })
  return json(200, { plans })
}

/** The stand-in's answer to one of these calls, or undefined for a path that is not one; null: stall. */
export function answerCoverageCall(
  recordings: Recordings,
  route: string,
  query: Record<string, string>,
  mode: CoverageMode,
): Answer | null | undefined {
  if (route === '/drugs/autocomplete') {
    const q = query.q ?? ''
    if (q.trim().length < 3) return invalid('q must have at least 3 characters')
    return json(200, { drugs: search(STAND_IN_DRUGS, q, (one) => one.full_name) })
  }
  if (route === '/providers/search') {
    const { q = '', zipcode = '', type = '' } = query
    if (!/^\d{5}$/.test(zipcode) || !['Individual', 'Facility'].includes(type))
      return invalid('q, zipcode and type are required')
    const found = search(
      STAND_IN_PROVIDERS.filter((one) => one.type === type),
      q,
      (one) => `${one.name} ${one.specialties.join(' ')}`,
    )
    return json(200, {
      providers: found.map(({ address, ...one }, index) => ({ provider: one, address, distance: 1.2 + index * 2.5 })),
    })
  }
  if (route === '/drugs/covered') return coverage('drug', query, mode)
  if (route === '/providers/covered') return coverage('provider', query, mode)
  if (route === '/crosswalk') return crosswalk(recordings, query)
  return undefined
}
