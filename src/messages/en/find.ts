/** Catalogue namespace `find` (English). */
export const find = {
  searchHeading: 'Find the insurers in your ZIP code',
  searchLead: 'See every insurer selling marketplace plans where you live, with the official figures side by side.',
  searchTitle: 'Find insurers by ZIP code',
  searchDescription:
    'Enter a ZIP code to see every insurer selling marketplace health plans there, with CMS ratings, claim denials, costs and member reviews.',
  resultsTitle: (zip: string, county: string | null) =>
    county ? `Health insurers in ${zip}, ${county}` : `Health insurers in ${zip}`,
  resultsDescription: (zip: string, count: number) =>
    `${count} marketplace ${count === 1 ? 'insurer product sells' : 'insurer products sell'} plans in ${zip}: CMS quality ratings, claim-denial rates, deductibles and member reviews side by side.`,
  heading: (zip: string) => `Insurers selling plans in ${zip}`,
  countyLine: (county: string, state: string) => `${county}, ${state}`,
  otherCounty: 'Not your county?',
  termsQuestion: 'What is an insurer product?',
  costsHeading: 'Prices in this area, and your own estimate',
  termsAnswer:
    'An insurer product is one insurer’s plans of one type (HMO, PPO, EPO or POS) in a state: the level at which CMS rates quality and reports claims, and the level at which members review. Each product has several plan options, the plans you can buy, by metal level, deductible and price, such as “Silver 10 Advanced”.',
  unknownZip: (zip: string) =>
    `${zip} is not a ZIP code in the list Candor uses (HUD's ZIP-to-county crosswalk). Please check it, or try a neighboring ZIP code.`,
  exchange: (state: string, exchange: string) =>
    `${state} runs its own health insurance marketplace, ${exchange}, and CMS publishes no plans for it, so Candor cannot list its insurers yet. You can shop for plans there:`,
  chooseCounty: (zip: string) => `${zip} is in more than one county. Which one do you live in?`,
  countyOption: (county: string, count: number) =>
    `${county} (${count} ${count === 1 ? 'insurer product' : 'insurer products'})`,
  noneSold: 'CMS lists no marketplace plans for this county.',
  count: (shown: number, total: number) =>
    shown === total
      ? `${total} ${total === 1 ? 'insurer product' : 'insurer products'}`
      : `Showing ${shown} of ${total} insurer products`,
  sortLabel: 'Sort by',
  missingLast: 'Insurers without the figure you sort by come last.',
  filtersHeading: 'Filter',
  productTypeLegend: 'Product type',
  metalLegend: 'Metal level',
  hsaLabel: 'Has a plan that works with a health savings account (HSA)',
  stillSellingLabel: (year: number) => `Still selling on HealthCare.gov in ${year}`,
  notSellingIn: (year: number) =>
    `Does not sell on HealthCare.gov here for ${year}. Its figures are from the years it sold; its reviews stay open.`,
  clearFilters: 'Clear filters',
  noMatch: 'No insurer here matches these filters.',
  insurerHeading: 'Find an insurer by name',
  insurerLabel: 'Insurer name',
  insurerHint:
    'Type part of a name, such as Ambetter or Blue Cross, or the plan name on your member card. Every HealthCare.gov state is searched.',
  insurerMatchesOption: (option: string) => `Matches plan option “${option}”`,
  insurerSubmit: 'Search',
  insurerListLabel: 'Matching insurers',
  insurerSuggestions: (count: number) =>
    `${count} ${count === 1 ? 'insurer matches' : 'insurers match'}; use the up and down arrow keys to choose one.`,
  insurerNoMatch: (query: string) => `No insurer’s name matches “${query}”.`,
  insurerResultsHeading: (query: string) => `Insurers matching “${query}”`,
  insurerResultsCount: (count: number) => `${count} ${count === 1 ? 'insurer product' : 'insurer products'}`,
  insurerTooLong: 'Use at most 100 characters for an insurer name.',
  stateTableCaption: (state: string) => `Insurers selling marketplace plans in ${state}`,
  /** After a table's caption: the plan year of the plan options and deductibles it lists. */
  tableYear: (year: number) => `(plan options and deductibles: plan year ${year})`,
  /** A result card's deductible, with the plan year of the options it spans. */
  cardDeductible: (year: number) => `Deductible (plan year ${year})`,
  stateFiguresNote:
    'Deductibles and metal levels cover every plan the insurer sells in the state; what is sold where you live can be narrower, so search by ZIP code for your own list.',
  premiumsNote:
    'Each insurer’s own premiums are not available on Candor yet: CMS’s rate data for each plan is still to be loaded, and nothing is estimated in the meantime. HealthCare.gov shows the price of every plan for your household and any savings you qualify for:',
  premiumsLink: 'See prices on HealthCare.gov',
  premiumsZip: (zip: string) => `Enter ZIP code ${zip} there to see the plans sold here.`,
  planPage: (name: string) => `Details of ${name}`,
  writeReview: 'Write a review',
  compareLabel: (name: string) => `Compare ${name}`,
  compareShort: 'Compare',
  compareSubmit: (count: number) => `Compare selected (${count})`,
  compareHint: 'Choose 2 to 4 insurers to see them side by side.',
  compareWithHeading: 'Compare with other insurers',
  compareWithLead: (name: string) =>
    `Enter your ZIP code to see the insurers selling where you live, with ${name} ticked for comparison.`,
  compareWithSubmit: 'Compare insurers here',
  compareWithChosen: (name: string) =>
    `${name} is ticked for comparison. Tick 1 to 3 more insurers below, then choose “Compare selected”.`,
  compareWithNotSold: (name: string, county: string) =>
    `${name} sells no plans in ${county}, so it cannot be compared here. These are the insurers that do.`,
  compareTooFew: 'Choose at least 2 insurers to compare.',
  compareTooMany: 'Choose no more than 4 insurers to compare.',
  compareTitle: (names: string) => `Compare ${names}`,
  compareHeading: 'Insurers side by side',
  compareLead: (zip: string, county: string) => `Plans sold in ${zip}, ${county}.`,
  compareBack: 'Back to all insurers here',
  compareInvalid: 'These insurers cannot be compared here: choose 2 to 4 insurers from the results for this ZIP code.',
  compareFigure: 'Figure',
  measureMedicalCare: 'CMS medical care rating',
  measureMemberExperience: 'CMS member experience rating',
  measurePlanAdministration: 'CMS plan administration rating',
  planOptions: (year: number) => `Plan options sold here in plan year ${year}`,
  optionLine: (name: string, metal: string) => `${name} (${metal})`,
  optionCosts: (deductible: string, outOfPocket: string) =>
    `Deductible ${deductible}, out-of-pocket maximum ${outOfPocket}`,
  ratingsYear: (year: number) => `CMS ratings for plan year ${year}.`,
  sourcesNote: (year: number) =>
    `Sources: CMS marketplace files for plan year ${year} (plans, service areas, costs), the CMS Quality Rating System (stars), CMS transparency-in-coverage data (claim denials). Member scores are averages of published reviews, shrunk toward the site-wide average until a plan has many reviews.`,
}
