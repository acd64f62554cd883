import { getLogger } from '@/lib/logger'
import { z, type ZodType } from '@/lib/zod'

import {
  batchesOf,
  readCoverageAnswer,
  unknownCoverage,
  type CoverageKind,
  type CoverageVerdict,
  type DrugCoverage,
  type ProviderCoverage,
} from './coverage'
import { marketplaceClient, MarketplaceOutage, type MarketplaceClient } from './marketplace-api.server'
import { cacheKeyOf, readCached, writeCached } from './plans-cache.server'
import type { DrugMatch, ProviderMatch, ProviderType } from './lookups'

/**
 * A shopper's drugs and doctors on HealthCare.gov (product brief §15): finding them by name,
 * and whether each plan covers them. A name typed is health data: it travels to the API only,
 * is kept in no log (the client logs paths without their queries) and in no cache key in clear.
 */

/** How long a look-up by name may take: a person is typing. */
const LOOKUP_DEADLINE_MS = 4_000
/** How long the coverage of a list of plans may take, every batch at once. */
const COVERAGE_DEADLINE_MS = 6_000
/** The most matches a look-up answers with. */
const MAX_MATCHES = 12

const text = z.string().trim().min(1).max(300)
const optionalText = z.string().trim().max(300).nullish().catch(null)
const drugRow = z.object({
  rxcui: z.union([z.string().regex(/^\d{1,10}$/), z.number().int().nonnegative()]).transform(String),
  name: text,
  strength: optionalText,
  route: optionalText,
})
const address = z
  .object({
    street_1: optionalText,
    street_2: optionalText,
    city: optionalText,
    state: optionalText,
    zipcode: optionalText,
  })
  .partial()
  .nullish()
  .catch(null)
const providerRow = z.object({
  provider: z.object({
    npi: z.union([z.string().regex(/^\d{10}$/), z.number().int()]).transform(String),
    name: text,
    type: z.enum(['Individual', 'Facility']).catch('Individual'),
    specialties: z.array(z.string()).nullish().catch(null),
    accepting: z.enum(['accepting', 'not accepting', 'accepting in some locations', 'unknown']).nullish().catch(null),
  }),
  address,
  distance: z.number().nonnegative().nullish().catch(null),
})

/** The rows of a list the API may answer bare or under a name; a row that cannot be read is left out. */
function rowsOf<T>(answer: unknown, name: string, row: ZodType<T>): T[] {
  const list = Array.isArray(answer) ? answer : (answer as Record<string, unknown> | null)?.[name]
  if (!Array.isArray(list)) throw new MarketplaceOutage('unreadable', `the answer had no ${name}`)
  return list.flatMap((item) => {
    const parsed = row.safeParse(item)
    return parsed.success ? [parsed.data] : []
  })
}

/** Drugs by name (RxNorm), from HealthCare.gov's autocomplete. */
export async function findDrugs(query: string, client: MarketplaceClient = marketplaceClient()): Promise<DrugMatch[]> {
  const answer = await client.get('/drugs/autocomplete', { q: query }, LOOKUP_DEADLINE_MS)
  const seen = new Set<string>()
  return rowsOf(answer, 'drugs', drugRow)
    .filter((drug) => !seen.has(drug.rxcui) && Boolean(seen.add(drug.rxcui)))
    .slice(0, MAX_MATCHES)
    .map((drug) => ({ rxcui: drug.rxcui, name: drug.name, strength: drug.strength ?? null, route: drug.route ?? null }))
}

/** Doctors or facilities by name near a ZIP code, nearest first. */
export async function findProviders(
  query: { q: string; zipcode: string; type: ProviderType },
  client: MarketplaceClient = marketplaceClient(),
): Promise<ProviderMatch[]> {
  const answer = await client.get('/providers/search', query, LOOKUP_DEADLINE_MS)
  const seen = new Set<string>()
  return rowsOf(answer, 'providers', providerRow)
    .filter((row) => !seen.has(row.provider.npi) && Boolean(seen.add(row.provider.npi)))
    .slice(0, MAX_MATCHES)
    .map(({ provider, address: where, distance }) => ({
      npi: provider.npi,
      name: provider.name,
      type: provider.type,
      specialties: provider.specialties ?? [],
      accepting: provider.accepting ?? null,
      address: where
        ? {
            street: [where.street_1, where.street_2].filter(Boolean).join(', ') || null,
            city: where.city ?? null,
            state: where.state ?? null,
            zipcode: where.zipcode ?? null,
          }
        : null,
      distance: distance ?? null,
    }))
}

const CALLS: Record<CoverageKind, { path: string; items: string }> = {
  drug: { path: '/drugs/covered', items: 'drugs' },
  provider: { path: '/providers/covered', items: 'providerids' },
}

/** One batch of plans (at most 50 ids) for one kind of item, from the cache or the API; any failure is Unknown. */
async function batchCoverage(
  client: MarketplaceClient,
  kind: CoverageKind,
  planIds: string[],
  itemIds: string[],
  year: number,
  deadlineMs: number,
): Promise<Map<string, Map<string, CoverageVerdict>>> {
  const key = cacheKeyOf('coverage', { kind, year, planIds, itemIds })
  const kept = await readCached<Record<string, Record<string, CoverageVerdict>>>(key)
  if (kept) return new Map(Object.entries(kept).map(([plan, items]) => [plan, new Map(Object.entries(items))]))
  const call = CALLS[kind]
  try {
    const answer = await client.get(
      call.path,
      { [call.items]: itemIds.join(','), planids: planIds.join(','), year: String(year) },
      deadlineMs,
    )
    const verdicts = readCoverageAnswer(answer, kind, planIds, itemIds)
    const known = [...verdicts.values()].some((items) => [...items.values()].some((verdict) => verdict !== 'Unknown'))
    // An answer that told nothing is not kept: the next ask may be read.
    if (known)
      await writeCached(
        key,
        Object.fromEntries([...verdicts].map(([plan, items]) => [plan, Object.fromEntries(items)])),
      )
    else getLogger().warn({ api: 'marketplace', kind, plans: planIds.length }, 'coverage answer told nothing')
    return verdicts
  } catch (error) {
    if (!(error instanceof MarketplaceOutage)) throw error
    getLogger().warn({ api: 'marketplace', kind, reason: error.reason, err: error.message }, 'coverage not checked')
    return unknownCoverage(planIds, itemIds)
  }
}

export type PlanCoverage = { drugs: DrugCoverage[]; providers: ProviderCoverage[] }

/**
 * Whether each plan covers each drug and doctor, asked in batches of at most 50 plan ids, every
 * batch at once. Every plan gets a line per item, in the order of the shopper's list.
 */
export async function coverageOfPlans(
  request: { planIds: string[]; rxcuis: string[]; npis: string[]; year: number },
  client: MarketplaceClient = marketplaceClient(),
  deadlineMs = COVERAGE_DEADLINE_MS,
): Promise<Map<string, PlanCoverage>> {
  const result = new Map<string, PlanCoverage>(request.planIds.map((id) => [id, { drugs: [], providers: [] }]))
  const asks: Promise<void>[] = []
  for (const [kind, itemIds] of [
    ['drug', request.rxcuis],
    ['provider', request.npis],
  ] as const) {
    if (itemIds.length === 0) continue
    for (const planIds of batchesOf(request.planIds)) {
      asks.push(
        batchCoverage(client, kind, planIds, itemIds, request.year, deadlineMs).then((verdicts) => {
          for (const planId of planIds) {
            const items = verdicts.get(planId)
            const line = result.get(planId)!
            for (const id of itemIds) {
              const coverage = items?.get(id) ?? 'Unknown'
              if (kind === 'drug') line.drugs.push({ rxcui: id, coverage })
              else line.providers.push({ npi: id, coverage })
            }
          }
        }),
      )
    }
  }
  await Promise.all(asks)
  return result
}
