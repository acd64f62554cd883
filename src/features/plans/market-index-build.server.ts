/**
 * The marketplace index: everything a ZIP lookup and a plan page need, read from the
 * market tables once per data version and held in memory, one per Payload instance and
 * shared by every bundle of the process. market-index.server.ts answers from it.
 */
import type { Payload } from 'payload'

import { processSingleton } from '@/lib/process-singletons'

import type { ClaimsRow, PlanAttributesRow, PresenceRow, QualityRatingRow, ServiceAreaRow } from './cms-files'

import { getMarketDataVersion, marketDb, marketTable } from './market-data.server'
import { leftHealthcareGov, type StateExchange } from './state-exchanges'
import type {
  AreaPremiums,
  IssuerClaims,
  IssuerPresence,
  MarketPlan,
  PlanDetails,
  PlanOption,
  QualityRatings,
} from './market-types'
import type { MarketTableName } from './tables'

export type ZipCounty = { fips: string; name: string; state: string; isPrimary: boolean; planIds: number[] }

export type ZipLookup = {
  zip: string
  /** Every county the ZIP reaches, the primary one first, with the plans sold in each. */
  counties: ZipCounty[]
  /** The plans sold anywhere in the ZIP, by issuer name. */
  plans: MarketPlan[]
  /** When the ZIP lies in a state that runs its own exchange: that exchange. */
  exchange: StateExchange | null
  /**
   * Where the state left HealthCare.gov for its own exchange: the plans sold there in earlier
   * years, which people may still review. Empty elsewhere.
   */
  earlierPlans: MarketPlan[]
  /**
   * The names of each plan's options (plans and earlier plans), as on a member card: only
   * those sold in the ZIP's counties, each name once.
   */
  optionNames: Map<number, string[]>
}

const METAL_ORDER = ['Catastrophic', 'Expanded Bronze', 'Bronze', 'Silver', 'Gold', 'Platinum']

function compareOptions(a: PlanOption, b: PlanOption): number {
  const metal = (level: string) => METAL_ORDER.indexOf(level) + 1 || METAL_ORDER.length + 1
  return metal(a.metalLevel) - metal(b.metalLevel) || a.marketingName.localeCompare(b.marketingName)
}

export type ZipRow = { zip: string; state: string; countyFips: string; countyName: string; isPrimary: boolean }

/**
 * Everything a ZIP lookup needs, held in memory: the data is read once per data version,
 * after which a lookup is a few map reads.
 */
export type MarketIndex = {
  version: number
  /** The newest plan year of the plan files: the options and service areas shown. */
  currentPlanYear: number
  /** The newest plan year Candor knows anything of (plan files or presence files): the year people shop in. */
  shoppingYear: number
  plans: Map<number, MarketPlan>
  countiesByZip: Map<string, ZipRow[]>
  /** "state|issuer|service area" → plans with an option in that service area */
  plansByServiceArea: Map<string, Set<number>>
  statewideAreas: Map<string, string[]>
  countyAreas: Map<string, string[]>
  partialAreas: Map<string, string[]>
  optionsByPlan: Map<number, PlanOption[]>
  /** "state|reporting unit" → the newest ratings */
  ratingsByUnit: Map<string, QualityRatings>
  /** "state|issuer" → the newest claims file's figures */
  claimsByIssuer: Map<string, IssuerClaims>
  /** "state|issuer" → the claims file before the newest */
  previousClaimsByIssuer: Map<string, IssuerClaims>
  /** "plan year|state|issuer" → presence on HealthCare.gov */
  presence: Map<string, PresenceRow>
  /** "state|issuer" → its presence rows, the newest year first */
  presenceByIssuer: Map<string, PresenceRow[]>
  /** "plan year|state" for every state a presence file of that year covers */
  presenceStates: Set<string>
  /** county FIPS → its CMS rating area */
  ratingAreaByCounty: Map<string, string>
  /** "state|ZIP3" → its CMS rating area, where a state draws areas by ZIP */
  ratingAreaByZip3: Map<string, string>
  /** "plan year|state|rating area" → area premiums */
  areaPremiums: Map<string, AreaPremiums>
  /** Lookups already answered for this data version. */
  lookups: Map<string, ZipLookup>
}

const VERSION_CHECK_INTERVAL_MS = 5_000

/** A Payload instance's index, the one being built, and when its data version was last read. */
type IndexState = { index?: MarketIndex; building?: Promise<MarketIndex>; lastVersionCheck: number }

declare module '@/lib/process-singletons' {
  interface ProcessSingletons {
    /** The marketplace index of each Payload instance. */
    marketIndexes: WeakMap<Payload, IndexState>
  }
}

/**
 * The indexes of the process, one per Payload instance (one in the running site; a test may
 * open several databases). Every bundle of the app, the proxy's included, loads this module
 * on its own: they share the one map as a process singleton, so the data is read and
 * held once.
 */
const indexes = processSingleton('marketIndexes', () => new WeakMap<Payload, IndexState>())

function indexStateOf(payload: Payload): IndexState {
  let state = indexes.get(payload)
  if (!state) {
    state = { lastVersionCheck: 0 }
    indexes.set(payload, state)
  }
  return state
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

async function buildIndex(payload: Payload, version: number): Promise<MarketIndex> {
  const db = marketDb(payload)
  const rowsOf = <Row>(name: MarketTableName) => db.select<Row>().from(marketTable(payload, name))
  const [plans, options, areas, zips, ratings, claims, ratingAreas, zip3Areas, premiums, presence] = await Promise.all([
    rowsOf<MarketPlan>('market_plans'),
    rowsOf<PlanAttributesRow & { nid: number }>('market_plan_options'),
    rowsOf<ServiceAreaRow>('market_service_areas'),
    rowsOf<ZipRow>('market_zip_counties'),
    rowsOf<QualityRatingRow>('market_quality_ratings'),
    rowsOf<IssuerClaims & ClaimsRow>('market_issuer_claims'),
    rowsOf<{ countyFips: string; ratingAreaId: string }>('market_rating_areas'),
    rowsOf<{ state: string; zip3: string; ratingAreaId: string }>('market_zip3_rating_areas'),
    rowsOf<AreaPremiums>('market_area_premiums'),
    rowsOf<PresenceRow>('market_issuer_presence'),
  ])

  // Lookups and listings show the newest plan year; an older plan keeps its page and options.
  const currentPlanYear = Math.max(0, ...plans.map((plan) => Number(plan.planYear)))
  const shoppingYear = Math.max(currentPlanYear, ...presence.map((row) => Number(row.planYear)))
  const planYearOf = new Map(plans.map((plan) => [Number(plan.nid), Number(plan.planYear)]))
  const next: MarketIndex = {
    version,
    currentPlanYear,
    shoppingYear,
    plans: new Map(
      plans.map((plan) => [Number(plan.nid), { ...plan, nid: Number(plan.nid), planYear: Number(plan.planYear) }]),
    ),
    countiesByZip: new Map(),
    plansByServiceArea: new Map(),
    statewideAreas: new Map(),
    countyAreas: new Map(),
    partialAreas: new Map(),
    optionsByPlan: new Map(),
    ratingsByUnit: new Map(),
    claimsByIssuer: new Map(),
    previousClaimsByIssuer: new Map(),
    presence: new Map(),
    presenceByIssuer: new Map(),
    presenceStates: new Set(),
    ratingAreaByCounty: new Map(ratingAreas.map((row) => [row.countyFips, row.ratingAreaId])),
    ratingAreaByZip3: new Map(zip3Areas.map((row) => [`${row.state}|${row.zip3}`, row.ratingAreaId])),
    areaPremiums: new Map(premiums.map((row) => [`${Number(row.planYear)}|${row.state}|${row.ratingAreaId}`, row])),
    lookups: new Map(),
  }
  for (const stored of presence) {
    const row = { ...stored, planYear: Number(stored.planYear), isSelling: Boolean(stored.isSelling) }
    next.presence.set(`${row.planYear}|${row.state}|${row.issuerId}`, row)
    push(next.presenceByIssuer, `${row.state}|${row.issuerId}`, row)
    next.presenceStates.add(`${row.planYear}|${row.state}`)
  }
  for (const list of next.presenceByIssuer.values()) list.sort((a, b) => b.planYear - a.planYear)
  for (const option of options) {
    if (Number(option.planYear) !== planYearOf.get(Number(option.nid))) continue
    if (Number(option.planYear) === currentPlanYear) {
      const key = `${option.state}|${option.issuerId}|${option.serviceAreaId}`
      const set = next.plansByServiceArea.get(key) ?? new Set<number>()
      set.add(Number(option.nid))
      next.plansByServiceArea.set(key, set)
    }
    push(next.optionsByPlan, Number(option.nid), {
      ...option,
      isHsaEligible: Boolean(option.isHsaEligible),
      isReferralRequired: Boolean(option.isReferralRequired),
      isNationalNetwork:
        option.isNationalNetwork === null || option.isNationalNetwork === undefined
          ? null
          : Boolean(option.isNationalNetwork),
      isOutOfAreaCovered:
        option.isOutOfAreaCovered === null || option.isOutOfAreaCovered === undefined
          ? null
          : Boolean(option.isOutOfAreaCovered),
    })
  }
  for (const list of next.optionsByPlan.values()) list.sort(compareOptions)
  for (const rating of ratings) {
    const key = `${rating.state}|${rating.reportingUnitId}`
    const current = next.ratingsByUnit.get(key)
    if (!current || current.ratingYear < rating.ratingYear) next.ratingsByUnit.set(key, rating)
  }
  // The newest file first: figures loaded before the PUF year was kept name it in their source.
  const pufYearOf = (row: IssuerClaims) =>
    row.pufYear === null || row.pufYear === undefined
      ? Number(/plan year (\d{4})|PY(\d{4})/i.exec(row.source)?.slice(1).find(Boolean) ?? 0)
      : Number(row.pufYear)
  const byIssuer = new Map<string, IssuerClaims[]>()
  for (const row of claims) push(byIssuer, `${row.state}|${row.issuerId}`, { ...row, pufYear: pufYearOf(row) || null })
  for (const [key, list] of byIssuer) {
    list.sort((a, b) => (b.pufYear ?? 0) - (a.pufYear ?? 0))
    next.claimsByIssuer.set(key, list[0]!)
    if (list[1]) next.previousClaimsByIssuer.set(key, list[1])
  }
  for (const area of areas) {
    if (Number(area.planYear) !== currentPlanYear) continue
    const key = `${area.state}|${area.issuerId}|${area.serviceAreaId}`
    if (area.coversEntireState) push(next.statewideAreas, area.state, key)
    else if (area.countyFips && area.isPartialCounty) {
      for (const zip of (area.zipCodes ?? '').split(/\s+/).filter(Boolean)) {
        push(next.partialAreas, `${area.countyFips}|${zip}`, key)
      }
    } else if (area.countyFips) push(next.countyAreas, area.countyFips, key)
  }
  for (const row of zips) push(next.countiesByZip, row.zip, { ...row, isPrimary: Boolean(row.isPrimary) })
  return next
}

/** The in-memory index for the current data version, rebuilt after an import or seed. */
export async function getIndex(payload: Payload): Promise<MarketIndex> {
  const state = indexStateOf(payload)
  const now = Date.now()
  if (state.index && now - state.lastVersionCheck < VERSION_CHECK_INTERVAL_MS) return state.index
  state.lastVersionCheck = now
  const version = await getMarketDataVersion(payload)
  if (state.index?.version === version) return state.index
  state.building ??= buildIndex(payload, version).finally(() => (state.building = undefined))
  state.index = await state.building
  return state.index
}

/** Forgets the in-memory index of this database, so the next lookup reads the data afresh (after an import). */
export function resetZipLookupIndex(payload: Payload): void {
  const state = indexStateOf(payload)
  state.index = undefined
  state.lastVersionCheck = 0
}

/**
 * Whether a plan's issuer sells on HealthCare.gov in the newest year Candor knows, from the
 * presence files, or, where the state left HealthCare.gov that year, said so with its exchange.
 * Where that year's file has no row for the issuer, the newest row after the plan's own year
 * decides: one saying it left keeps it out (a year's file lists the issuers selling that year or
 * the year before, so one gone earlier may be missing from it, and one that came back would be
 * in it), said for the newest year when that year's file covers the state and for the year of
 * the row otherwise; one saying it sold says nothing of the newest year. Null where nothing
 * newer than the plan's own year is known.
 */
function presenceOf(market: MarketIndex, plan: MarketPlan): IssuerPresence | null {
  const year = market.shoppingYear
  if (year <= plan.planYear) return null
  const exchange = leftHealthcareGov(plan.state, year) ?? null
  const row = market.presence.get(`${year}|${plan.state}|${plan.issuerId}`)
  if (exchange) return { planYear: year, isSelling: false, note: row?.note ?? null, exchange }
  if (row) return { planYear: year, isSelling: row.isSelling, note: row.note, exchange: null }
  const last = market.presenceByIssuer
    .get(`${plan.state}|${plan.issuerId}`)
    ?.find((earlier) => earlier.planYear < year && earlier.planYear > plan.planYear)
  if (!last || last.isSelling) return null
  const covered = market.presenceStates.has(`${year}|${plan.state}`)
  return { planYear: covered ? year : last.planYear, isSelling: false, note: last.note, exchange: null }
}

/** A plan with the options of it sold in a place, CMS's ratings, its issuer's claims and presence. */
export type Offer = PlanDetails

export function offerOf(market: MarketIndex, plan: MarketPlan): Offer {
  return {
    plan,
    options: market.optionsByPlan.get(plan.nid) ?? [],
    ratings: market.ratingsByUnit.get(`${plan.state}|${plan.reportingUnitId}`) ?? null,
    claims: market.claimsByIssuer.get(`${plan.state}|${plan.issuerId}`) ?? null,
    previousClaims: market.previousClaimsByIssuer.get(`${plan.state}|${plan.issuerId}`) ?? null,
    presence: presenceOf(market, plan),
  }
}
