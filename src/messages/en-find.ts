/** The ZIP search, its results and the comparison of insurers. */
export const findMessages = {
  find: {
    searchHeading: 'Find the insurers in your ZIP code',
    searchLead: 'See every insurer selling marketplace plans where you live, with the official figures side by side.',
    zipLabel: 'ZIP code',
    zipHint: 'Five digits, such as 77002.',
    submit: 'Find insurers',
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
    unknownZip: (zip: string) =>
      `${zip} is not a ZIP code in the list Candor uses (HUD's ZIP-to-county crosswalk). Please check it, or try a neighbouring ZIP code.`,
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
    orderNote:
      'Listed by insurer name until you choose another order. Candor takes no payment for placement, and no insurer can buy a better position.',
    sortLabel: 'Sort by',
    sorts: {
      name: 'Insurer name (A to Z)',
      member: 'Member score (highest first)',
      stars: 'CMS overall rating (highest first)',
      denials: 'Claim denials (lowest first)',
      deductible: 'Lowest deductible',
      outOfPocket: 'Lowest out-of-pocket maximum',
    },
    missingLast: 'Insurers without the figure you sort by come last.',
    filtersHeading: 'Filter',
    productTypeLegend: 'Product type',
    metalLegend: 'Metal level',
    hsaLabel: 'Has a plan that works with a health savings account (HSA)',
    clearFilters: 'Clear filters',
    noMatch: 'No insurer here matches these filters.',
    cmsRating: 'CMS overall rating',
    cmsNotRated: 'Not rated by CMS',
    cmsNoRating: 'CMS has published no rating',
    memberScore: 'Member score',
    memberAverage: (average: string, count: number) =>
      `${average} out of 5 (${count} ${count === 1 ? 'review' : 'reviews'})`,
    memberNotEnough: (count: number) => `Not enough reviews yet (${count} ${count === 1 ? 'review' : 'reviews'})`,
    denials: 'Claims denied',
    denialsValue: (rate: string) => `${rate} of in-network claims`,
    notAvailable: 'Not available',
    deductible: 'Deductible',
    outOfPocket: 'Out-of-pocket maximum',
    range: (low: string, high: string) => (low === high ? low : `${low} to ${high}`),
    metals: 'Metal levels',
    plans: (count: number) => `${count} ${count === 1 ? 'plan' : 'plans'} sold here`,
    planCount: (count: number) => `${count} ${count === 1 ? 'plan' : 'plans'}`,
    tableInsurer: 'Insurer and product',
    tableSortHint: 'Choose a column heading to sort by it; insurers without that figure come last.',
    tableSortBy: (order: string) => `sort by ${order.charAt(0).toLowerCase()}${order.slice(1)}`,
    tableSortedBy: (order: string) => `(sorted by ${order.charAt(0).toLowerCase()}${order.slice(1)})`,
    insurerHeading: 'Find an insurer by name',
    insurerLabel: 'Insurer name',
    insurerHint: 'Type part of a name, such as Ambetter or Blue Cross. Every HealthCare.gov state is searched.',
    insurerSubmit: 'Search',
    insurerListLabel: 'Matching insurers',
    insurerSuggestions: (count: number) =>
      `${count} ${count === 1 ? 'insurer matches' : 'insurers match'}; use the up and down arrow keys to choose one.`,
    insurerNoMatch: (query: string) => `No insurer’s name matches “${query}”.`,
    insurerResultsHeading: (query: string) => `Insurers matching “${query}”`,
    insurerResultsCount: (count: number) => `${count} ${count === 1 ? 'insurer product' : 'insurer products'}`,
    insurerTooLong: 'Use at most 100 characters for an insurer name.',
    stateTableCaption: (state: string) => `Insurers selling marketplace plans in ${state}`,
    stateFiguresNote:
      'Deductibles and metal levels cover every plan the insurer sells in the state; what is sold where you live can be narrower, so search by ZIP code for your own list.',
    network: 'Network',
    referralsAll: 'A referral is needed to see a specialist',
    referralsNone: 'No referral needed to see a specialist',
    referralsSome: (count: number, total: number) => `${count} of ${total} plans need a referral to see a specialist`,
    nationalNetwork: 'National network',
    nationalAll: 'Every plan here has a national network',
    nationalNone: 'No plan here has a national network',
    nationalSome: (count: number, total: number) => `${count} of ${total} plans have a national network`,
    outOfArea: 'Covers care away from home',
    outOfAreaAll: 'Every plan here',
    outOfAreaNone: 'No plan here',
    outOfAreaSome: (count: number, total: number) => `${count} of ${total} plans`,
    hsa: 'HSA-eligible plans',
    hsaYes: 'Yes',
    hsaNo: 'None',
    areaPremiumsHeading: 'What plans cost in your area',
    ageLabel: 'Age',
    ageHint: 'Premiums rise with age. Change it to see the figures for another age.',
    ageOwnCurve: (state: string) =>
      `${state} sets its own age rules for premiums, so Candor shows the figures for age 40 only.`,
    ageInvalid: 'Enter an age as a whole number, such as 40.',
    areaPremiumsText: (area: string, state: string, year: number, age: number, silver: string, bronze: string) =>
      `In ${area}, ${state}, for plan year ${year}, a ${age}-year-old pays, before any tax credit: ${silver} a month for the benchmark silver plan (the second-lowest-cost silver plan, on which tax credits are based) and ${bronze} a month for the lowest-cost bronze plan.`,
    areaPremiumsNote:
      'These are area figures computed from CMS rate data, not any one insurer’s price. A rating area is one of the regions, usually a group of counties, that a state is divided into for prices: within an area a plan’s price may differ only by age, tobacco use and household size. Ages other than 40 follow the federal standard age curve (45 CFR 147.102).',
    statePremiumsHeading: (state: string) => `What plans cost in ${state}`,
    statePremiumsText: (state: string, areas: number, year: number, age: number, silver: string, bronze: string) =>
      `Across ${state}’s ${areas} rating ${areas === 1 ? 'area' : 'areas'}, for plan year ${year}, a ${age}-year-old pays, before any tax credit: ${silver} a month for the benchmark silver plan (the second-lowest-cost silver plan where they live) and ${bronze} a month for the lowest-cost bronze plan.`,
    statePremiumsNote:
      'These are area figures computed from CMS rate data for the whole state, not this insurer’s price; premiums depend on where you live, so search by ZIP code for your area’s figures. Ages other than 40 follow the federal standard age curve (45 CFR 147.102).',
    areaPremiumsMissing: 'Candor holds no premium figures for this area yet.',
    premiums: 'Monthly premium',
    premiumsMissing: 'Not available yet',
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
    compareInvalid:
      'These insurers cannot be compared here: choose 2 to 4 insurers from the results for this ZIP code.',
    compareFigure: 'Figure',
    measureMedicalCare: 'CMS medical care rating',
    measureMemberExperience: 'CMS member experience rating',
    measurePlanAdministration: 'CMS plan administration rating',
    planOptions: 'Plans sold here',
    optionLine: (name: string, metal: string) => `${name} (${metal})`,
    optionCosts: (deductible: string, outOfPocket: string) =>
      `Deductible ${deductible}, out-of-pocket maximum ${outOfPocket}`,
    ratingsYear: (year: number) => `CMS ratings for plan year ${year}.`,
    sourcesNote:
      'Sources: CMS marketplace files for plan year 2025 (plans, service areas, costs), the CMS Quality Rating System (stars), CMS transparency-in-coverage data (claim denials). Member scores are averages of published reviews, shrunk toward the site-wide average until a plan has many reviews.',
  },
}
