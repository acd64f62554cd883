/**
 * Catalogue namespace `healthcareGovEstimate` (English): HealthCare.gov's own estimate of the
 * tax credit, shown beside Candor's when the site is connected to the Marketplace API.
 */
export const healthcareGovEstimate = {
  heading: 'HealthCare.gov’s own estimate',
  credit: 'Tax credit HealthCare.gov works out',
  perMonth: (amount: string) => `${amount} a month`,
  noCredit: 'No tax credit',
  candorCredit: 'Candor’s estimate above',
  same: 'HealthCare.gov’s figure and Candor’s are the same.',
  differ: (difference: string, higher: 'candor' | 'healthcare-gov') =>
    `${higher === 'candor' ? 'Candor’s estimate is' : 'HealthCare.gov’s figure is'} ${difference} a month higher. Candor works from the area’s published premiums and picks the benchmark silver plan by its full premium; HealthCare.gov works from each plan’s own figures for your household and ranks silver plans by the part of the premium that pays for essential health benefits. The credit you get is HealthCare.gov’s.`,
  csr: (percent: string) =>
    `Cost-sharing reductions: on a silver plan, your deductible and copays would be lower (the ${percent} % silver variant).`,
  csrOther: (name: string) => `Cost-sharing reductions: ${name}. Your deductible and copays would be lower.`,
  medicaid:
    'HealthCare.gov says someone in your household may qualify for Medicaid or CHIP: apply through your state’s Medicaid agency or HealthCare.gov.',
  coverageGap:
    'HealthCare.gov says someone in your household may be in the coverage gap: too little income for a tax credit, in a state that did not expand Medicaid.',
  source: (year: number | string) => `From HealthCare.gov’s Marketplace API, for plan year ${year}.`,
}
