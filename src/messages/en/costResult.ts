/** Catalogue namespace `costResult` (English): an estimate's figures, picture and reasons, where an answer shows. */
export const costResult = {
  resultHeading: (year: number | string) => `Your estimate for plan year ${year}`,
  fplPercent: 'Your income, as a share of the poverty guideline',
  contribution: 'What you are expected to pay for the benchmark plan',
  credit: 'Estimated tax credit',
  noCredit: 'No tax credit',
  perMonth: (amount: string) => `${amount} a month`,
  silver: 'Benchmark silver plan',
  bronze: 'Cheapest bronze plan',
  fullPrice: (amount: string) => `Full price: ${amount} a month`,
  creditPart: (amount: string) => `Tax credit: −${amount}`,
  youPay: (amount: string) => `You pay: ${amount} a month`,
  picture: (plan: string, full: string, credit: string, pay: string) =>
    `${plan}: full price ${full} a month, of which the tax credit pays ${credit} and you pay ${pay}.`,
  legendCredit: 'Tax credit',
  legendPay: 'You pay',
  howWeGotThis: 'How we got this',
  notAvailable: 'Not available',
  notApplicable: 'Does not apply: no tax credit at this income',
  areaOnly:
    'Area estimates for the benchmark silver and the cheapest bronze plans, not one insurer’s price: for the area; HealthCare.gov may differ by a few dollars.',
  exactPrices: 'See exact prices on HealthCare.gov',
  guideHeading: (shown: number | string, asked: number | string) => `Your ${shown} estimate, as a guide for ${asked}`,
  applyMedicaid: 'Apply for Medicaid or CHIP through HealthCare.gov',
  nextHeading: 'Next steps',
  nextInsurers: (zip: string) => `See the insurers that sell plans in ZIP code ${zip}`,
  nextPlans: 'See every plan there, priced for your household',
  creditFromHealthCareGov: (area: string) =>
    `HealthCare.gov’s own figure for your household, from the Marketplace API: the credit you would be given. Candor’s area estimate was ${area}.`,
}
