import type { EstimateData } from './estimate.server'

const afterCredit = (premium: number | null, credit: number) =>
  premium === null ? null : Math.max(0, Math.round((premium - credit) * 100) / 100)

/**
 * The estimate with HealthCare.gov's own credit for the household (its eligibility estimate)
 * instead of the area's: what the household will be given, where HealthCare.gov answered for
 * the same year. The area's credit is kept beside it, to say the difference.
 */
export function withHealthcareGovCredit(estimate: EstimateData, credit: number): EstimateData {
  return {
    ...estimate,
    credit_source: 'healthcare-gov',
    area_credit_monthly: estimate.tax_credit_monthly,
    tax_credit_monthly: credit,
    benchmark_silver_after_credit_monthly: afterCredit(estimate.benchmark_silver_monthly, credit),
    lowest_bronze_after_credit_monthly: afterCredit(estimate.lowest_bronze_monthly, credit),
  }
}
