import type { Payload } from 'payload'

import { getMarketDataVersion, marketDb, marketTable } from './market-data.server'
import { stateExchangeFor, type StateExchange } from './state-exchanges'
import type { MarketTableName } from './tables'

export type MarketPlan = {
  nid: number
  planYear: number
  state: string
  issuerId: string
  issuerMarketingName: string
  issuerLegalName: string | null
  productType: string
  reportingUnitId: string
}

export type ZipCounty = { fips: string; name: string; state: string; isPrimary: boolean; planIds: number[] }

export type ZipLookup = {
  zip: string
  /** Every county the ZIP reaches, the primary one first, with the plans sold in each. */
  counties: ZipCounty[]
  /** The plans sold anywhere in the ZIP, by issuer name. */
  plans: MarketPlan[]
  /** When the ZIP lies in a state that runs its own exchange: that exchange. */
  exchange: StateExchange | null
}

type ZipRow = { zip: string; state: string; countyFips: string; countyName: string; isPrimary: boolean }

/**
 * Everything a ZIP lookup needs, held in memory: the data is read once per data version,
 * after which a lookup is a few map reads.
 */
type MarketIndex = {
  version: number
  plans: Map<number, MarketPlan>
  countiesByZip: Map<string, ZipRow[]>
  /** "state|issuer|service area" → plans with an option in that service area */
  plansByServiceArea: Map<string, Set<number>>
  statewideAreas: Map<string, string[]>
  countyAreas: Map<string, string[]>
  partialAreas: Map<string, string[]>
}

const VERSION_CHECK_INTERVAL_MS = 5_000

let index: MarketIndex | undefined
let building: Promise<MarketIndex> | undefined
let lastVersionCheck = 0

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

async function buildIndex(payload: Payload, version: number): Promise<MarketIndex> {
  const db = marketDb(payload)
  const rowsOf = <Row>(name: MarketTableName) =>
    db.select().from(marketTable(payload, name)) as unknown as PromiseLike<Row[]>
  const [plans, options, areas, zips] = await Promise.all([
    rowsOf<MarketPlan>('market_plans'),
    rowsOf<{ nid: number; state: string; issuerId: string; serviceAreaId: string }>('market_plan_options'),
    rowsOf<{
      state: string
      issuerId: string
      serviceAreaId: string
      coversEntireState: boolean
      countyFips: string | null
      isPartialCounty: boolean
      zipCodes: string | null
    }>('market_service_areas'),
    rowsOf<ZipRow>('market_zip_counties'),
  ])

  const next: MarketIndex = {
    version,
    plans: new Map(plans.map((plan) => [Number(plan.nid), { ...plan, nid: Number(plan.nid) }])),
    countiesByZip: new Map(),
    plansByServiceArea: new Map(),
    statewideAreas: new Map(),
    countyAreas: new Map(),
    partialAreas: new Map(),
  }
  for (const option of options) {
    const key = `${option.state}|${option.issuerId}|${option.serviceAreaId}`
    const set = next.plansByServiceArea.get(key) ?? new Set<number>()
    set.add(Number(option.nid))
    next.plansByServiceArea.set(key, set)
  }
  for (const area of areas) {
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
async function getIndex(payload: Payload): Promise<MarketIndex> {
  const now = Date.now()
  if (index && now - lastVersionCheck < VERSION_CHECK_INTERVAL_MS) return index
  lastVersionCheck = now
  const version = await getMarketDataVersion(payload)
  if (index?.version === version) return index
  building ??= buildIndex(payload, version).finally(() => (building = undefined))
  index = await building
  return index
}

/** Forgets the in-memory index so the next lookup reads the data afresh. */
export function resetZipLookupIndex(): void {
  index = undefined
  lastVersionCheck = 0
}

function plansInCounty(market: MarketIndex, zip: string, county: ZipRow): Set<number> {
  const keys = [
    ...(market.statewideAreas.get(county.state) ?? []),
    ...(market.countyAreas.get(county.countyFips) ?? []),
    ...(market.partialAreas.get(`${county.countyFips}|${zip}`) ?? []),
  ]
  const nids = new Set<number>()
  for (const key of keys) for (const nid of market.plansByServiceArea.get(key) ?? []) nids.add(nid)
  return nids
}

/** The plans sold in a (valid, five-digit) ZIP code, county by county. */
export async function findPlansByZip(payload: Payload, zip: string): Promise<ZipLookup> {
  const market = await getIndex(payload)
  const rows = [...(market.countiesByZip.get(zip) ?? [])].sort(
    (a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.countyName.localeCompare(b.countyName),
  )
  const all = new Set<number>()
  const counties = rows.map((row) => {
    const nids = [...plansInCounty(market, zip, row)].sort((a, b) => a - b)
    nids.forEach((nid) => all.add(nid))
    return { fips: row.countyFips, name: row.countyName, state: row.state, isPrimary: row.isPrimary, planIds: nids }
  })
  const plans = [...all]
    .map((nid) => market.plans.get(nid)!)
    .sort(
      (a, b) =>
        a.issuerMarketingName.localeCompare(b.issuerMarketingName) || a.productType.localeCompare(b.productType),
    )
  const exchange = rows.map((row) => stateExchangeFor(row.state)).find(Boolean) ?? null
  return { zip, counties, plans, exchange }
}
