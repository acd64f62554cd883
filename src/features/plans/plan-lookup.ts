import { distinctPlanNames, type NameablePlan } from './plan-name'

/**
 * Reading call 1 (`POST /v1/data/issuers/zipcode/{zip}/plans`) in the browser, for the
 * review-start dialog and the quiz: the plans to choose from (with the names of their options sold there, as on member cards),
 * the counties when a ZIP spans several, and the state's own exchange where it has one.
 */
export const planLookupUrl = (zip: string) => `/v1/data/issuers/zipcode/${encodeURIComponent(zip)}/plans`

export type PlanChoice = {
  nid: number
  label: string
  /** The names of the plan's options sold in the ZIP ("Silver 10 Advanced…"). */
  optionNames: string[]
}
export type CountyChoice = { fips: string; name: string; nids: number[] }
export type StateExchangeLink = { state: string; name: string; url: string }
export type PlanLookup = {
  plans: PlanChoice[]
  counties: CountyChoice[]
  exchange: StateExchangeLink | null
  /** The plans are those sold in earlier years, the state having left HealthCare.gov since. */
  isEarlier: boolean
}

type JsonObject = Record<string, unknown>
const isRecord = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null

/** The value of a field in the entity form (`[{ value }]`), or undefined. */
function fieldValue(entity: JsonObject, name: string): unknown {
  const list = entity[name]
  return Array.isArray(list) && isRecord(list[0]) ? list[0].value : undefined
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
const nidOf = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null)

/** Every value of a list field in entity form (`[{ value }, …]`) that is text. */
function textValues(entity: JsonObject, name: string): string[] {
  const list = entity[name]
  if (!Array.isArray(list)) return []
  return list.map((item) => (isRecord(item) ? text(item.value) : '')).filter(Boolean)
}

function toNameablePlan(entity: unknown): (NameablePlan & { optionNames: string[] }) | null {
  if (!isRecord(entity)) return null
  const nid = nidOf(fieldValue(entity, 'nid'))
  const legalName = text(fieldValue(entity, 'field_plan_issuer_legal_name'))
  const marketingName = text(fieldValue(entity, 'field_plan_issuer_name')) || legalName
  if (nid === null || !marketingName) return null
  return {
    nid,
    issuerMarketingName: marketingName,
    productType: text(fieldValue(entity, 'field_plan_product_type')),
    issuerLegalName: legalName || null,
    issuerId: text(fieldValue(entity, 'field_plan_issuer_id')) || null,
    optionNames: textValues(entity, 'field_plan_option_names'),
  }
}

function toCounty(value: unknown): CountyChoice | null {
  if (!isRecord(value) || typeof value.fips !== 'string' || typeof value.name !== 'string') return null
  const nids = Array.isArray(value.nids)
    ? value.nids.map((item) => nidOf(isRecord(item) ? item.value : undefined)).filter((nid) => nid !== null)
    : []
  return { fips: value.fips, name: value.name, nids }
}

function toExchange(value: unknown): StateExchangeLink | null {
  if (!isRecord(value)) return null
  const { state, name, url } = value
  if (typeof state !== 'string' || typeof name !== 'string' || typeof url !== 'string') return null
  return /^https:\/\//.test(url) ? { state, name, url } : null
}

/** A plan as the lookup names it: its identity, and the names of its options sold in the ZIP. */
type FoundPlan = NameablePlan & { optionNames: string[] }

/** The lookup from what call 1 found: the plans named apart and sorted by name, the counties, the exchange. */
function lookupOf(
  list: FoundPlan[],
  counties: CountyChoice[],
  exchange: StateExchangeLink | null,
  isEarlier: boolean,
): PlanLookup {
  const names = distinctPlanNames(list)
  const plans = list
    .map((plan) => ({ nid: plan.nid, label: names.get(plan.nid)!, optionNames: plan.optionNames }))
    .sort((a, b) => a.label.localeCompare(b.label))
  return { plans, counties, exchange, isEarlier }
}

/** The lookup in the `data` of a successful call 1 answer, or null when it does not hold one. */
export function readPlanLookup(data: unknown): PlanLookup | null {
  if (!isRecord(data)) return null
  const { available_universe_servicearea_plans: current, counties, exchange, earlier_plans: earlier } = data
  if (!Array.isArray(current)) return null
  // A state that left HealthCare.gov sells nothing through it now; its earlier plans can still be reviewed.
  const isEarlier = current.length === 0 && Array.isArray(earlier) && earlier.length > 0
  const list: unknown[] = isEarlier ? earlier : current
  return lookupOf(
    list.map(toNameablePlan).filter((plan) => plan !== null),
    Array.isArray(counties) ? counties.map(toCounty).filter((county) => county !== null) : [],
    toExchange(exchange),
    isEarlier,
  )
}

/** What the marketplace index found for a ZIP (zip-lookup.server.ts), as call 1 would carry it. */
export type FoundInZip = {
  plans: NameablePlan[]
  earlierPlans: NameablePlan[]
  counties: { fips: string; name: string; planIds: number[] }[]
  exchange: StateExchangeLink | null
  optionNames: ReadonlyMap<number, string[]>
}

/** The lookup straight from the index's answer, for a server that has it: no call 1 text read back. */
export function planLookupOf(found: FoundInZip): PlanLookup {
  const isEarlier = found.plans.length === 0 && found.earlierPlans.length > 0
  const withOptions = (plan: NameablePlan): FoundPlan => ({
    ...plan,
    optionNames: found.optionNames.get(plan.nid) ?? [],
  })
  return lookupOf(
    (isEarlier ? found.earlierPlans : found.plans).map(withOptions),
    found.counties.map((county) => ({ fips: county.fips, name: county.name, nids: [...county.planIds] })),
    found.exchange,
    isEarlier,
  )
}

/** The plans on offer once a county is chosen (all of them when the ZIP has one county or none). */
export function plansForCounty(lookup: PlanLookup, fips: string | null): PlanChoice[] {
  if (lookup.counties.length < 2 || lookup.isEarlier) return lookup.plans
  const county = lookup.counties.find((candidate) => candidate.fips === fips)
  if (!county) return []
  const nids = new Set(county.nids)
  return lookup.plans.filter((plan) => nids.has(plan.nid))
}
