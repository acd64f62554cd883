/**
 * The real CMS Marketplace API answers recorded beside the repository
 * (../shared/data/marketplace-api/recorded), indexed as the Marketplace stand-in looks them up:
 * by plan year, county and household. Plan objects are kept exactly as recorded; whatever the
 * stand-in changes in an answer, it changes on copies.
 */
import fs from 'node:fs'
import path from 'node:path'

/** A deductible or out-of-pocket maximum of a plan, as the API writes it. */
export type CostEntry = { amount?: number; csr?: string; network_tier?: string; individual?: boolean }

/** A plan object as recorded: only the fields the stand-in reads are named. */
export type RecordedPlan = {
  id: string
  metal_level?: string
  premium?: unknown
  premium_w_credit?: unknown
  deductibles?: CostEntry[]
  moops?: CostEntry[]
  oopc?: number
  [field: string]: unknown
}

export type PlansResponse = {
  plans: RecordedPlan[]
  total: number
  facet_groups: unknown[]
  ranges: { premiums: { min: number; max: number }; deductibles: { min: number; max: number } }
  rate_area: { state: string; area: number } | null
}

export type Recording = {
  file: string
  year: number
  countyfips: string
  state: string
  zipcode: string
  response: PlansResponse
}

export type County = { fips: string; name: string; state: string; zipcode: string }

export type Recordings = {
  /** By `recordingKey`: year, county and household. */
  byHousehold: Map<string, Recording>
  /** `year|countyfips` of every county that has at least one recording. */
  countyYears: Set<string>
  /** The first recording of each `year|countyfips`, for a stand-in that answers any household. */
  firstOfCounty: Map<string, Recording>
  counties: County[]
}

type RecordedRequest = {
  pages: { household?: unknown; place?: { countyfips?: string; state?: string; zipcode?: string }; year?: number }[]
}

const PLANS_DIR = ['recorded', 'plans-search']
const COUNTIES_FILE = ['recorded', 'counties', '_counties.json']

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

/**
 * How a household is told apart: the household's income and its first person's age and tobacco
 * use (the recorded households are single people). Null when the household lacks one of them.
 */
export function recordingKey(year: number, countyfips: string, household: unknown): string | null {
  if (!isObject(household) || !Array.isArray(household.people) || !isObject(household.people[0])) return null
  const income = Number(household.income)
  const person = household.people[0]
  const age = Number(person.age)
  if (!Number.isFinite(income) || !Number.isFinite(age)) return null
  return [year, countyfips, income, age, person.uses_tobacco === true].join('|')
}

/** The in-network, individual entry (the first entry if none is marked so). */
function inNetworkIndividual(entries: CostEntry[] | undefined): number | null {
  const entry = entries?.find((item) => item.network_tier === 'In-Network' && item.individual) ?? entries?.[0]
  return typeof entry?.amount === 'number' ? entry.amount : null
}

/** Summary figures the API computes over a whole answer, for a recording saved without them. */
function rangesOf(plans: RecordedPlan[]): PlansResponse['ranges'] {
  const span = (values: number[]) =>
    values.length ? { min: Math.min(...values), max: Math.max(...values) } : { min: 0, max: 0 }
  return {
    premiums: span(plans.map((plan) => plan.premium_w_credit).filter((value) => typeof value === 'number')),
    deductibles: span(plans.map((plan) => inNetworkIndividual(plan.deductibles)).filter((value) => value !== null)),
  }
}

function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as unknown
}

/**
 * A recording is either the API's answer wrapped with where it was asked (`{_meta, response}`),
 * or a bare array of plans whose envelope was dropped: that one gets the total and ranges
 * computed from its plans, no facets and no rate area.
 */
function responseOf(recorded: unknown): PlansResponse {
  if (Array.isArray(recorded)) {
    const plans = recorded as RecordedPlan[]
    return { plans, total: plans.length, facet_groups: [], ranges: rangesOf(plans), rate_area: null }
  }
  if (isObject(recorded) && isObject(recorded.response)) return recorded.response as PlansResponse
  throw new Error('a plans recording is neither {_meta, response} nor an array of plans')
}

function loadCounties(dataDir: string): County[] {
  const file = path.join(dataDir, ...COUNTIES_FILE)
  if (!fs.existsSync(file)) return []
  const rows = readJson(file) as { county_fips: string; county_name: string; state: string; zipcode: string }[]
  return rows.map((row) => ({ fips: row.county_fips, name: row.county_name, state: row.state, zipcode: row.zipcode }))
}

const loaded = new Map<string, Recordings>()

/** Reads every plans recording under `dataDir` (once per folder) with the request that produced it. */
export function loadRecordings(dataDir: string): Recordings {
  const cached = loaded.get(dataDir)
  if (cached) return cached
  const folder = path.join(dataDir, ...PLANS_DIR)
  const recordings: Recordings = {
    byHousehold: new Map(),
    countyYears: new Set(),
    firstOfCounty: new Map(),
    counties: loadCounties(dataDir),
  }
  for (const name of fs.readdirSync(folder).sort()) {
    if (!name.endsWith('.json') || name.endsWith('.request.json')) continue
    const requestFile = path.join(folder, name.replace(/\.json$/, '.request.json'))
    if (!fs.existsSync(requestFile)) continue
    const page = (readJson(requestFile) as RecordedRequest).pages[0]
    const year = Number(page?.year)
    const countyfips = page?.place?.countyfips
    const key = countyfips ? recordingKey(year, countyfips, page.household) : null
    if (!key || !countyfips) continue
    const recording: Recording = {
      file: name,
      year,
      countyfips,
      state: page.place?.state ?? '',
      zipcode: page.place?.zipcode ?? '',
      response: responseOf(readJson(path.join(folder, name))),
    }
    recordings.byHousehold.set(key, recording)
    recordings.countyYears.add(`${year}|${countyfips}`)
    if (!recordings.firstOfCounty.has(`${year}|${countyfips}`))
      recordings.firstOfCounty.set(`${year}|${countyfips}`, recording)
  }
  loaded.set(dataDir, recordings)
  return recordings
}

export type UtilizationLevel = 'Low' | 'Medium' | 'High'

/**
 * The stand-in's own estimate of a year's out-of-pocket costs (`oopc`), which the real API
 * computes when a person's expected use of care is given; the recordings were made without it,
 * so every recorded plan has -1. From the plan's in-network individual deductible d and
 * out-of-pocket maximum m: Low use costs min(m, 0.1·d + 300), Medium min(m, 0.5·d + 900), High m,
 * rounded to whole dollars. Plans whose id ends in 0001 keep -1, as a plan the API has no
 * estimate for.
 */
export function estimatedOopc(plan: RecordedPlan, level: UtilizationLevel): number {
  if (plan.id.endsWith('0001')) return -1
  const d = inNetworkIndividual(plan.deductibles)
  const m = inNetworkIndividual(plan.moops)
  if (d === null || m === null) return -1
  if (level === 'High') return m
  return Math.round(level === 'Low' ? Math.min(m, 0.1 * d + 300) : Math.min(m, 0.5 * d + 900))
}

/** The expected use of care asked for: the first person's in the household who gives one. */
export function utilizationOf(household: unknown): UtilizationLevel | null {
  if (!isObject(household) || !Array.isArray(household.people)) return null
  for (const person of household.people) {
    const level = isObject(person) ? person.utilization_level : undefined
    if (level === 'Low' || level === 'Medium' || level === 'High') return level
  }
  return null
}

const CSR_NAMES: Record<string, string> = {
  '73% AV Level Silver Plan CSR': 'CSR73',
  '87% AV Level Silver Plan CSR': 'CSR87',
  '94% AV Level Silver Plan CSR': 'CSR94',
}

export type Estimate = {
  aptc: number
  csr: string | null
  is_medicaid_chip: false
  in_coverage_gap: false
  hardship_exemption: false
}

/**
 * What the eligibility estimate says for a recorded household, read back from its plans: the
 * credit is the largest gap between a plan's premium and its premium with the credit, and the
 * cost-sharing reduction is the variant the silver plans were priced as.
 */
export function estimateOf(recording: Recording): Estimate {
  let aptc = 0
  let csr: string | null = null
  for (const plan of recording.response.plans) {
    if (typeof plan.premium === 'number' && typeof plan.premium_w_credit === 'number') {
      aptc = Math.max(aptc, plan.premium - plan.premium_w_credit)
    }
    const variant = plan.metal_level === 'Silver' ? plan.deductibles?.[0]?.csr : undefined
    if (csr === null && variant && variant !== 'Exchange variant (no CSR)') csr = CSR_NAMES[variant] ?? null
  }
  return {
    aptc: Math.round(aptc * 100) / 100,
    csr,
    is_medicaid_chip: false,
    in_coverage_gap: false,
    hardship_exemption: false,
  }
}
