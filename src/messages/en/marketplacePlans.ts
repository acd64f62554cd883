/**
 * Catalogue namespace `marketplacePlans` (English): HealthCare.gov's plans priced for a
 * household, on the results page and in `POST /v1/data/marketplace-plans` notices.
 */
export const marketplacePlans = {
  noKeyNotice:
    'These are the plans in Candor’s own files for this county, without prices for your household. HealthCare.gov shows every plan’s exact price after your tax credit.',
  outageNotice:
    'HealthCare.gov’s plan data could not be reached just now, so these are the plans in Candor’s own files, without prices for your household. Try again in a few minutes, or see exact prices on HealthCare.gov.',
  busyNotice:
    'HealthCare.gov asked Candor to wait before asking again, so these are the plans in Candor’s own files, without prices for your household. Try again in a few minutes, or see exact prices on HealthCare.gov.',
  exchangeNotice: (name: string) =>
    `This state runs its own marketplace, ${name}: its plans and their prices are on its site, not on HealthCare.gov.`,
  yearNotOnSale: (asked: number, shown: number) =>
    `HealthCare.gov has not published ${asked} plans for this county yet: these are the ${shown} plans, as a guide. Prices and plans change each year.`,
}
