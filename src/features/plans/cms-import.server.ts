import { eq, inArray } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import type {
  AreaPremiumRow,
  ClaimsRow,
  CountyRatingAreaRow,
  PlanAttributesRow,
  PresenceRow,
  QualityRatingRow,
  ServiceAreaRow,
  Zip3RatingAreaRow,
  ZipCountyRow,
} from './cms-files'
import { insertRows, marketDb, marketTable, type MarketDb } from './market-data.server'
import { resetZipLookupIndex, type MarketPlan } from './market-index.server'
import { toColumnRows, type MarketTableName } from './tables'

export type MarketImport = {
  planYear: number
  /** A year's plan files, together; a year known only by its presence and claims files has none. */
  serviceAreas?: ServiceAreaRow[]
  planAttributes?: PlanAttributesRow[]
  zipCounties?: ZipCountyRow[]
  /** A claims file (the rows of the same source are replaced); `pufYear` says which file is newest. */
  claims?: { rows: (ClaimsRow & { caveat?: string | null })[]; source: string; period: string; pufYear?: number }
  /**
   * Who sells on HealthCare.gov in `planYear`, per state: replaces that year's rows; other
   * years' rows stay as their own files made them (a row of another year is refused).
   */
  presence?: PresenceRow[]
  ratings?: QualityRatingRow[]
  /** CMS's rating areas: every county's and every ZIP3's, replacing the ones held. */
  ratingAreas?: { counties: CountyRatingAreaRow[]; zip3s: Zip3RatingAreaRow[] }
  /** Area premiums; the plan years in the rows replace the same years held. */
  areaPremiums?: AreaPremiumRow[]
  source: string
}

export type ImportCounts = Record<string, number>

/**
 * Replaces one plan year of marketplace data in a single transaction: plan options and
 * service areas of that year, the reporting units they form (each keeps its nid), the year's
 * issuer presence, and, when given, the ZIP crosswalk, a claims file, quality ratings, rating
 * areas and area premiums. Any failure leaves the database as it was.
 */
export async function importMarketData(
  payload: Payload,
  data: MarketImport,
  report: (message: string) => void = () => undefined,
): Promise<ImportCounts> {
  const otherYear = data.presence?.find((row) => row.planYear !== data.planYear)
  if (otherYear) {
    throw new Error(
      `presence rows of plan year ${otherYear.planYear} given with an import of ${data.planYear}: ` +
        `a year's import replaces that year's presence alone`,
    )
  }
  const db = marketDb(payload)
  const plansTable = marketTable(payload, 'market_plans')
  const existing = await db.select<MarketPlan>().from(plansTable)
  const nidByUnit = new Map(existing.map((plan) => [`${plan.state}|${plan.reportingUnitId}`, Number(plan.nid)]))
  const legalNameByIssuer = new Map(
    existing
      .filter((plan) => plan.issuerLegalName)
      .map((plan) => [`${plan.state}|${plan.issuerId}`, plan.issuerLegalName]),
  )
  for (const row of data.claims?.rows ?? []) {
    if (row.issuerName) legalNameByIssuer.set(`${row.state}|${row.issuerId}`, row.issuerName)
  }

  // Reporting units: issuer × state × product type, in a stable order for new nids.
  const units = new Map<string, MarketPlan>()
  let nextNid = Math.max(0, ...existing.map((plan) => Number(plan.nid))) + 1
  const planAttributes = data.planAttributes ?? []
  const sorted = [...planAttributes].sort(
    (a, b) =>
      a.state.localeCompare(b.state) ||
      a.issuerId.localeCompare(b.issuerId) ||
      a.productType.localeCompare(b.productType),
  )
  for (const option of sorted) {
    const reportingUnitId = `${option.issuerId}-${option.productType}`
    const key = `${option.state}|${reportingUnitId}`
    if (units.has(key)) continue
    units.set(key, {
      nid: nidByUnit.get(key) ?? nextNid++,
      planYear: data.planYear,
      state: option.state,
      issuerId: option.issuerId,
      issuerMarketingName: option.issuerMarketingName,
      issuerLegalName: legalNameByIssuer.get(`${option.state}|${option.issuerId}`) ?? null,
      productType: option.productType,
      reportingUnitId,
    })
  }
  const options = planAttributes.map((option) => ({
    ...option,
    nid: units.get(`${option.state}|${option.issuerId}-${option.productType}`)!.nid,
  }))

  const counts: ImportCounts = {}
  await db.transaction(async (tx: MarketDb) => {
    const write = async (name: MarketTableName, objects: object[]) => {
      const { columns, rows } = toColumnRows(name, objects)
      report(`Writing ${name.replace('market_', '').replace(/_/g, ' ')}: ${rows.length} rows`)
      await insertRows(tx, marketTable(payload, name), columns, rows)
      counts[name] = rows.length
    }

    if (data.planAttributes && data.serviceAreas) {
      const plans = [...units.values()]
      const keptNids = plans.map((plan) => plan.nid)
      for (let start = 0; start < keptNids.length; start += 500) {
        await tx.delete(plansTable).where(inArray(plansTable.nid!, keptNids.slice(start, start + 500)))
      }
      await write('market_plans', plans)

      const optionsTable = marketTable(payload, 'market_plan_options')
      await tx.delete(optionsTable).where(eq(optionsTable.planYear!, data.planYear))
      await write('market_plan_options', options)

      const areasTable = marketTable(payload, 'market_service_areas')
      await tx.delete(areasTable).where(eq(areasTable.planYear!, data.planYear))
      await write('market_service_areas', data.serviceAreas)
    }

    if (data.zipCounties) {
      const zipTable = marketTable(payload, 'market_zip_counties')
      const known = (await tx.select({ fips: zipTable.countyFips!, name: zipTable.countyName! }).from(zipTable)) as {
        fips: string
        name: string
      }[]
      // HUD's file has no county names: keep the names Candor has, and the FIPS code otherwise.
      const names = new Map(known.map((row) => [row.fips, row.name]))
      await tx.delete(zipTable).where(undefined)
      const rows = data.zipCounties.map((row) => ({ ...row, countyName: names.get(row.countyFips) ?? row.countyFips }))
      await write('market_zip_counties', rows)
    }

    if (data.claims) {
      const claimsTable = marketTable(payload, 'market_issuer_claims')
      await tx.delete(claimsTable).where(eq(claimsTable.source!, data.claims.source))
      const { source, period, pufYear } = data.claims
      const rows = data.claims.rows.map((row) => ({ ...row, source, period, pufYear: pufYear ?? null }))
      await write('market_issuer_claims', rows)
    }

    if (data.presence) {
      // That year's rows alone: the years before keep what their own files said (who left then).
      const presenceTable = marketTable(payload, 'market_issuer_presence')
      await tx.delete(presenceTable).where(eq(presenceTable.planYear!, data.planYear))
      await write('market_issuer_presence', data.presence)
    }

    if (data.ratings) {
      const ratingsTable = marketTable(payload, 'market_quality_ratings')
      for (const year of new Set(data.ratings.map((row) => row.ratingYear))) {
        await tx.delete(ratingsTable).where(eq(ratingsTable.ratingYear!, year))
      }
      await write('market_quality_ratings', data.ratings)
    }

    if (data.ratingAreas) {
      await tx.delete(marketTable(payload, 'market_rating_areas')).where(undefined)
      await write('market_rating_areas', data.ratingAreas.counties)
      await tx.delete(marketTable(payload, 'market_zip3_rating_areas')).where(undefined)
      await write('market_zip3_rating_areas', data.ratingAreas.zip3s)
    }

    if (data.areaPremiums) {
      const premiumsTable = marketTable(payload, 'market_area_premiums')
      for (const year of new Set(data.areaPremiums.map((row) => row.planYear))) {
        await tx.delete(premiumsTable).where(eq(premiumsTable.planYear!, year))
      }
      await write('market_area_premiums', data.areaPremiums)
    }

    await tx
      .insert(marketTable(payload, 'market_data_loads'))
      .values([{ planYear: data.planYear, source: `import: ${data.source}`, counts }])
  })
  // Lookups in this process see the new data at once; other processes notice the new
  // data version within seconds.
  resetZipLookupIndex(payload)
  return counts
}
