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
  heading: 'Plans for your household',
  sourceMarketplace: (year: number | string, fetched: string) =>
    `HealthCare.gov’s plan data for plan year ${year}, fetched ${fetched}.`,
  sourceEmbedded: (year: number | string) => `Candor’s own plan files for plan year ${year}.`,
  pricesNotShown: 'Prices for your household are not shown in this list.',
  seeHealthCareGov: 'See every plan’s price on HealthCare.gov',
  opensInNewTab: '(opens in a new tab)',
  planCount: (count: number | string) => (count === 1 ? '1 plan' : `${count} plans`),
  found: (count: number | string) =>
    count === 1 ? '1 plan for your household.' : `${count} plans for your household.`,
  showing: (shown: number | string, total: number | string) =>
    total === 1 ? 'Showing 1 of 1 plan' : `Showing ${shown} of ${total} plans`,
  matching: (count: number | string, total: number | string) =>
    count === 1 ? `1 of ${total} plans matches these filters` : `${count} of ${total} plans match these filters`,
  controlsHeading: 'Sort and filter',
  sortLabel: 'Sort by',
  sorts: {
    price: 'Lowest price after the credit',
    yearly: 'Lowest estimated yearly total',
    deductible: 'Lowest deductible',
    moop: 'Lowest out-of-pocket maximum',
    stars: 'Highest CMS quality rating',
    members: 'Highest member score on Candor',
  },
  /** The same orders inside a sentence ("sorted by …"). */
  sortPhrases: {
    price: 'price after the credit, lowest first',
    yearly: 'estimated yearly total, lowest first',
    deductible: 'deductible, lowest first',
    moop: 'out-of-pocket maximum, lowest first',
    stars: 'CMS quality rating, highest first',
    members: 'member score on Candor, highest first',
  },
  metalLegend: 'Metal level',
  typeLegend: 'Plan type',
  hsaOnly: 'HSA-eligible only',
  apply: 'Apply',
  missingLast: 'Plans without the figure you sort by come last.',
  noMatch: 'No plan matches these filters.',
  clearFilters: 'Clear the filters',
  noPlans: 'Candor has no plans to show for this county.',
  showMore: (count: number | string) => (count === 1 ? 'Show 1 more plan' : `Show ${count} more plans`),
  perMonth: (amount: string) => `${amount} a month`,
  afterCredit: 'after your tax credit',
  beforeCredit: (amount: string) => `before the credit ${amount}`,
  priceSeeHealthCareGov: 'Price: see HealthCare.gov',
  priceAfterCredit: 'Price after the credit, a month',
  priceBeforeCredit: 'Price before the credit, a month',
  price: 'Price a month',
  deductible: 'Deductible',
  moop: 'Out-of-pocket maximum',
  csr: 'Cost-sharing reduction',
  csrSilver: (percent: string) => `lower deductible and copays (${percent}% silver variant)`,
  csrZero: 'no deductible or copays (zero cost-sharing variant)',
  csrLimited: 'no copays for care from Indian health care providers (limited cost-sharing variant)',
  csrNone: 'None',
  rating: 'CMS quality rating',
  stars: (count: number | string) => `${count} of 5 stars (CMS)`,
  notRated: 'Not rated by CMS',
  hsa: 'Health savings account (HSA)',
  hsaYes: 'HSA-eligible',
  hsaNo: 'Not HSA-eligible',
  benefits: {
    primary_care: 'Primary care visit',
    specialist: 'Specialist visit',
    generic_drugs: 'Generic drugs',
    emergency_room: 'Emergency room',
  },
  yearly: 'Estimated yearly total',
  yearlyHint: 'Premiums after the credit plus the care you expect, as HealthCare.gov estimates it.',
  yearlyNone: 'HealthCare.gov gave no estimate for this plan',
  members: 'Member score on Candor',
  memberScore: (average: string, count: number | string) =>
    count === 1 ? `Members: ${average} of 5 (1 review)` : `Members: ${average} of 5 (${count} reviews)`,
  memberFew: (count: number | string) =>
    count === 1 ? 'Too few reviews for a score (1 review)' : `Too few reviews for a score (${count} reviews)`,
  noReviews: 'No member reviews yet',
  replyRate: 'Insurer’s replies',
  replies: (percent: number | string) => `Replies to ${percent} % of reviews`,
  candorLink: 'Candor page and reviews',
  documents: 'Documents',
  documentNames: {
    summary_of_benefits: 'Summary of benefits',
    brochure: 'Brochure',
    formulary: 'Drug list',
    network: 'Provider directory',
  },
  moreDetails: 'Copays and documents',
  details: 'Details',
  notAvailable: 'Not available',
  ratings: 'Ratings',
  tablePlan: 'Plan',
  tableCaption: (order: string) => `Plans for your household, sorted by ${order}`,
  compare: 'Compare',
  compareLimit: (most: number) => `You can compare up to ${most} plans. Uncheck one to choose another.`,
  compareChosen: (count: number | string) =>
    count === 1 ? '1 plan chosen to compare: choose at least one more.' : `${count} plans chosen to compare.`,
  compareJump: 'Compare chosen plans',
  compareHeading: (count: number | string) => `Compare ${count} plans`,
  compareFact: 'Plan',
}
