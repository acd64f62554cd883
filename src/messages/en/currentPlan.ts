/**
 * Catalogue namespace `currentPlan` (English): "I have a plan now" beside the household's plans,
 * what HealthCare.gov's crosswalk makes of last year's plan (product brief §15).
 */
export const currentPlan = {
  heading: 'I have a plan now',
  lead: (year: number | string) =>
    `Enter your plan ID from ${year} to see the plan HealthCare.gov moves you to. It is on your insurance card or in your HealthCare.gov account: 14 characters, like 12345OH0010001.`,
  label: 'Your plan ID',
  submit: 'See what it becomes',
  keptHere: 'The plan ID you checked last, kept on this device only.',
  checking: 'Checking with HealthCare.gov…',
  invalid: 'Enter a plan id of 14 characters, like 12345OH0010001.',
  samePlan: (id: string, year: number | string) => `Your plan ${id} continues in ${year}.`,
  sameInsurer: (id: string, next: string, year: number | string) =>
    `For ${year}, HealthCare.gov moves ${id} to another plan of the same insurer: ${next}.`,
  otherInsurer: (id: string, next: string, year: number | string) =>
    `For ${year}, HealthCare.gov moves ${id} to a plan of another insurer: ${next}.`,
  none: (id: string, year: number | string) =>
    `HealthCare.gov moves ${id} to no plan for ${year}: you will need to choose a new plan.`,
  insurerLeaves: (year: number | string) =>
    `Your insurer does not sell on HealthCare.gov in your state in ${year}, by CMS’s files.`,
  unknown: 'Candor could not check this with HealthCare.gov just now. Please try again in a few minutes.',
  priceIn: (year: number | string) => `${year}, for your household`,
  price: (amount: string) => `${amount} a month after your tax credit`,
  lastYearUnpriced: 'HealthCare.gov did not give this price.',
  priceUp: (amount: string) => `That is ${amount} a month more than last year.`,
  priceDown: (amount: string) => `That is ${amount} a month less than last year.`,
  priceSame: 'That is the same as last year.',
  notListed: 'That plan is not in the list below for your county.',
  codes: (level: string, reason: string) => `HealthCare.gov’s crosswalk codes: level ${level}, reason ${reason}.`,
}
