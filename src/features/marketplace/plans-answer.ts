/**
 * What `POST /v1/data/marketplace-plans` answers, and what the results page shows: every plan
 * HealthCare.gov sells in a county for a household, priced as HealthCare.gov prices it (product
 * brief §14), each beside Candor's own figures for its insurer. Types only, safe anywhere.
 */

import type { DrugCoverage, ProviderCoverage } from './coverage'

/** Where the list comes from: the CMS Marketplace API, or Candor's own plan files. */
export type PlansSource = 'marketplace' | 'embedded'

/** A benefit's cost sharing in network, as HealthCare.gov writes it ("$30 Copay after deductible"). */
export type PlanBenefits = {
  primary_care: string | null
  specialist: string | null
  generic_drugs: string | null
  emergency_room: string | null
}

export type PlanDocuments = {
  summary_of_benefits: string | null
  brochure: string | null
  formulary: string | null
  network: string | null
}

/** Candor's figures for the plan's insurer product, where Candor knows it. */
export type PlanInsurerFigures = {
  /** The shrunk member average out of 5 (null below the minimum count of reviews). */
  member_average: number | null
  member_count: number
  /** Share of member reviews the insurer replied to (0–1), or null where none was due. */
  reply_rate: number | null
}

export type HouseholdPlan = {
  /** HIOS plan id (14 characters). */
  id: string
  name: string
  issuer_id: string
  issuer_name: string
  /** Candor's insurer page (`/plans/{nid}`), when the plan's insurer product is known. */
  plan_nid: number | null
  metal_level: string
  type: string
  /** Monthly premium before the credit, exactly as the API gives it; null from Candor's own files. */
  premium: number | null
  /** Monthly premium after the credit, exactly the API's `premium_w_credit`; null from Candor's own files. */
  premium_after_credit: number | null
  /** In-network individual deductible of the variant the API applied. */
  deductible: number | null
  /** In-network individual out-of-pocket maximum of the variant the API applied. */
  moop: number | null
  /** The cost-sharing reduction variant applied ("73% AV Level Silver Plan CSR"), or null. */
  csr: string | null
  /** The plan's global CMS quality rating (1–5), or null when not rated. */
  quality_rating: number | null
  /** Null where the API did not say. */
  hsa_eligible: boolean | null
  /**
   * The API's estimate of the year's out-of-pocket costs for the care expected (`oopc`), or
   * null when it gave none.
   */
  oopc: number | null
  benefits: PlanBenefits
  documents: PlanDocuments
  insurer: PlanInsurerFigures | null
  /** Whether the plan covers each drug asked (`rxcuis`), in the order asked; absent when none was asked. */
  drugs?: DrugCoverage[]
  /** Whether each doctor or facility asked (`npis`) is in the plan's network; absent when none was asked. */
  providers?: ProviderCoverage[]
}

export type PlanRange = { min: number; max: number } | null

export type MarketplacePlansData = {
  source: PlansSource
  plan_year: number
  /** When HealthCare.gov's data was fetched (ISO 8601), or null for Candor's own files. */
  fetched_at: string | null
  total: number
  /** Why the list is Candor's own, or why its year differs from the one asked, in the page's language. */
  notice?: string
  plans: HouseholdPlan[]
  ranges: { premiums: PlanRange; deductibles: PlanRange }
}

/** How much care a household expects this year: the API's `utilization_level`. */
export const UTILIZATION_LEVELS = ['Low', 'Medium', 'High'] as const
export type UtilizationLevel = (typeof UTILIZATION_LEVELS)[number]
