import type { RawColumn, RawTable } from '@payloadcms/drizzle/types'

/**
 * Marketplace reference data: plain tables beside Payload's collections, declared once
 * and built by each database adapter (SQLite and PostgreSQL) from the same description.
 * They are loaded in bulk (seed and importer), never edited by hand, so they do not need
 * Payload's document machinery.
 */
const text = (name: string, notNull = false): RawColumn => ({ name, type: 'varchar', notNull })
const integer = (name: string, notNull = false): RawColumn => ({ name, type: 'integer', notNull })
const flag = (name: string): RawColumn => ({ name, type: 'boolean', notNull: true, default: false })
const serial = (name = 'id'): RawColumn => ({ name, type: 'serial', primaryKey: true })

export const MARKET_TABLES = {
  /** One row per CMS Quality Rating System reporting unit: Candor's "plan". */
  market_plans: {
    name: 'market_plans',
    columns: {
      nid: { name: 'nid', type: 'integer', primaryKey: true },
      planYear: integer('plan_year', true),
      state: text('state', true),
      issuerId: text('issuer_id', true),
      issuerMarketingName: text('issuer_marketing_name', true),
      issuerLegalName: text('issuer_legal_name'),
      productType: text('product_type', true),
      reportingUnitId: text('reporting_unit_id', true),
    },
    indexes: {
      market_plans_unit_idx: { name: 'market_plans_unit_idx', on: ['state', 'reportingUnitId'], unique: true },
    },
  },
  /** One row per marketplace plan (CMS StandardComponentId) inside a reporting unit. */
  market_plan_options: {
    name: 'market_plan_options',
    columns: {
      id: serial(),
      planYear: integer('plan_year', true),
      nid: integer('nid', true),
      standardComponentId: text('standard_component_id', true),
      state: text('state', true),
      issuerId: text('issuer_id', true),
      serviceAreaId: text('service_area_id', true),
      marketingName: text('marketing_name', true),
      metalLevel: text('metal_level', true),
      deductible: integer('deductible'),
      drugDeductible: integer('drug_deductible'),
      outOfPocketMax: integer('out_of_pocket_max'),
      drugOutOfPocketMax: integer('drug_out_of_pocket_max'),
      isHsaEligible: flag('is_hsa_eligible'),
      isReferralRequired: flag('is_referral_required'),
      /** Whether the plan's network is national (CMS NationalNetwork); null where not loaded. */
      isNationalNetwork: { name: 'is_national_network', type: 'boolean' },
      /** Whether care outside the service area is covered (CMS OutOfServiceAreaCoverage); null where not loaded. */
      isOutOfAreaCovered: { name: 'covers_out_of_service_area', type: 'boolean' },
      summaryOfBenefitsUrl: text('summary_of_benefits_url'),
      brochureUrl: text('brochure_url'),
    },
    indexes: {
      market_plan_options_plan_idx: { name: 'market_plan_options_plan_idx', on: ['nid'] },
      market_plan_options_scid_idx: {
        name: 'market_plan_options_scid_idx',
        on: ['planYear', 'standardComponentId'],
        unique: true,
      },
    },
  },
  /** Where each issuer sells: Service Area PUF rows (statewide, a whole county, or listed ZIPs). */
  market_service_areas: {
    name: 'market_service_areas',
    columns: {
      id: serial(),
      planYear: integer('plan_year', true),
      state: text('state', true),
      issuerId: text('issuer_id', true),
      serviceAreaId: text('service_area_id', true),
      coversEntireState: flag('covers_entire_state'),
      countyFips: text('county_fips'),
      isPartialCounty: flag('is_partial_county'),
      /** Space-separated ZIP codes, for a partial county only. */
      zipCodes: text('zip_codes'),
    },
    indexes: {
      market_service_areas_area_idx: {
        name: 'market_service_areas_area_idx',
        on: ['state', 'issuerId', 'serviceAreaId'],
      },
    },
  },
  /** HUD USPS ZIP-to-county crosswalk; the primary county has the largest share of homes. */
  market_zip_counties: {
    name: 'market_zip_counties',
    columns: {
      id: serial(),
      zip: text('zip', true),
      state: text('state', true),
      countyFips: text('county_fips', true),
      countyName: text('county_name', true),
      isPrimary: flag('is_primary'),
      city: text('city'),
    },
    indexes: {
      market_zip_counties_zip_idx: { name: 'market_zip_counties_zip_idx', on: ['zip', 'countyFips'], unique: true },
    },
  },
  /** CMS Quality Rating System stars per reporting unit; a missing star keeps CMS's reason. */
  market_quality_ratings: {
    name: 'market_quality_ratings',
    columns: {
      id: serial(),
      ratingYear: integer('rating_year', true),
      state: text('state', true),
      reportingUnitId: text('reporting_unit_id', true),
      overall: integer('overall'),
      overallNotRatedReason: text('overall_not_rated_reason'),
      medicalCare: integer('medical_care'),
      medicalCareNotRatedReason: text('medical_care_not_rated_reason'),
      memberExperience: integer('member_experience'),
      memberExperienceNotRatedReason: text('member_experience_not_rated_reason'),
      planAdministration: integer('plan_administration'),
      planAdministrationNotRatedReason: text('plan_administration_not_rated_reason'),
    },
    indexes: {
      market_quality_ratings_unit_idx: {
        name: 'market_quality_ratings_unit_idx',
        on: ['state', 'reportingUnitId', 'ratingYear'],
        unique: true,
      },
    },
  },
  /** CMS Transparency in Coverage claims figures per issuer, for the period they cover. */
  market_issuer_claims: {
    name: 'market_issuer_claims',
    columns: {
      id: serial(),
      state: text('state', true),
      issuerId: text('issuer_id', true),
      issuerName: text('issuer_name'),
      /** The CMS file the figures come from, e.g. "CMS Transparency in Coverage PUF, PY2024". */
      source: text('source', true),
      /** The period the claims cover, as CMS describes it. */
      period: text('period', true),
      claimsReceivedInNetwork: integer('claims_received_in_network'),
      claimsDeniedInNetwork: integer('claims_denied_in_network'),
      /** CMS's legend marker when a figure is not given: *, **, *** or N/A. */
      notAvailableMarker: text('not_available_marker'),
      /** The PUF year of the file (2024, 2026): the newest is shown, the one before gives the trend. */
      pufYear: integer('puf_year'),
      /** What the figures may include besides individual medical claims (dental, small-group), as CMS prints one set per issuer. */
      caveat: text('caveat'),
    },
    indexes: {
      market_issuer_claims_issuer_idx: {
        name: 'market_issuer_claims_issuer_idx',
        on: ['state', 'issuerId', 'source'],
        unique: true,
      },
    },
  },
  /**
   * Which issuers sell individual plans on HealthCare.gov, per plan year and state: those that
   * left (or whose state left HealthCare.gov) and those that are new, for years whose plan files
   * Candor may not hold yet.
   */
  market_issuer_presence: {
    name: 'market_issuer_presence',
    columns: {
      id: serial(),
      planYear: integer('plan_year', true),
      state: text('state', true),
      issuerId: text('issuer_id', true),
      issuerName: text('issuer_name'),
      isSelling: flag('is_selling'),
      note: text('note'),
    },
    indexes: {
      market_issuer_presence_issuer_idx: {
        name: 'market_issuer_presence_issuer_idx',
        on: ['planYear', 'state', 'issuerId'],
        unique: true,
      },
    },
  },
  /** CMS geographic rating areas: the area a county's premiums are set for. */
  market_rating_areas: {
    name: 'market_rating_areas',
    columns: {
      id: serial(),
      state: text('state', true),
      countyFips: text('county_fips', true),
      /** Spelled as in CMS's Rate PUF, "Rating Area 7". */
      ratingAreaId: text('rating_area_id', true),
    },
    indexes: {
      market_rating_areas_county_idx: { name: 'market_rating_areas_county_idx', on: ['countyFips'], unique: true },
    },
  },
  /**
   * Where a state draws its rating areas by the first three digits of the ZIP code (Alaska,
   * Idaho, Massachusetts, Nebraska, and Los Angeles County): ZIP3 → rating area.
   */
  market_zip3_rating_areas: {
    name: 'market_zip3_rating_areas',
    columns: {
      id: serial(),
      state: text('state', true),
      zip3: text('zip3', true),
      ratingAreaId: text('rating_area_id', true),
    },
    indexes: {
      market_zip3_rating_areas_zip3_idx: {
        name: 'market_zip3_rating_areas_zip3_idx',
        on: ['state', 'zip3'],
        unique: true,
      },
    },
  },
  /**
   * Per rating area and plan year: the monthly premium at age 40, before any tax credit, of the
   * benchmark plan (second-lowest-cost silver) and of the lowest-cost bronze plan, in cents,
   * computed from CMS's Rate and Plan Attributes PUFs. Area figures: never one insurer's price.
   */
  market_area_premiums: {
    name: 'market_area_premiums',
    columns: {
      id: serial(),
      planYear: integer('plan_year', true),
      state: text('state', true),
      ratingAreaId: text('rating_area_id', true),
      issuerCount: integer('issuer_count'),
      planCount: integer('plan_count'),
      benchmarkSilverCentsAge40: integer('benchmark_silver_cents_age40'),
      lowestBronzeCentsAge40: integer('lowest_bronze_cents_age40'),
    },
    indexes: {
      market_area_premiums_area_idx: {
        name: 'market_area_premiums_area_idx',
        on: ['planYear', 'state', 'ratingAreaId'],
        unique: true,
      },
    },
  },
  /** Every load of marketplace data (seed or import); the newest id is the data version. */
  market_data_loads: {
    name: 'market_data_loads',
    columns: {
      id: serial(),
      planYear: integer('plan_year', true),
      source: text('source', true),
      counts: { name: 'counts', type: 'jsonb', notNull: true },
      loadedAt: {
        name: 'loaded_at',
        type: 'timestamp',
        mode: 'string',
        precision: 3,
        withTimezone: true,
        defaultNow: true,
        notNull: true,
      },
    },
  },
} satisfies Record<string, RawTable>

export type MarketTableName = keyof typeof MARKET_TABLES

/** The columns a load writes into a table: all of them but a generated id. */
export function loadColumns(name: MarketTableName): string[] {
  return Object.keys(MARKET_TABLES[name].columns).filter((column) => column !== 'id')
}

/** Objects as the column list and value rows that seeds and loads use. */
export function toColumnRows(name: MarketTableName, objects: object[]): { columns: string[]; rows: unknown[][] } {
  const columns = loadColumns(name)
  return {
    columns,
    rows: objects.map((object) => columns.map((column) => (object as Record<string, unknown>)[column] ?? null)),
  }
}
