/** Catalogue namespace `plans` (English). */
export const plans = {
  browseTitle: 'Marketplace health plans by state',
  /** What tells two insurer products of one name apart, where their legal names do not. */
  tellApartIssuer: (id: string) => `issuer ID ${id}`,
  tellApartPlan: (nid: number) => `plan ${nid}`,
  browseByState: 'Browse by state',
  browseLead: (year: number) =>
    `Every insurer selling individual-market plans through HealthCare.gov, state by state, from the plan year ${year} CMS files. Each entry is an insurer product: one insurer’s plans of one type (HMO, PPO, EPO or POS) in a state, the level at which CMS rates quality. Each product has several plan options, by metal level and price.`,
  browseStateCount: (count: number) => `${count} ${count === 1 ? 'insurer product' : 'insurer products'}`,
  /** Where a state's plans went on HealthCare.gov until the year before it left for its own exchange. */
  browseStateUntil: (year: number) => `(on HealthCare.gov until ${year})`,
  ownExchangeHeading: (year: number) => `States with their own exchange for ${year}`,
  ownExchangeText:
    'These states run their own marketplace instead of HealthCare.gov, and CMS publishes no plans of theirs for that year. Shop on the state exchange:',
  ownExchangeSince: (year: number) => `(from plan year ${year})`,
  exchangeLeft: (state: string, year: number, exchange: string) =>
    `${state} left HealthCare.gov for plan year ${year} and now runs its own marketplace, ${exchange}. CMS publishes no plans for it, so Candor cannot list its insurers from ${year} on. You can shop for plans there:`,
  exchangeLeftReviews: (state: string, year: number) =>
    `Reviews of the plans sold in ${state} through HealthCare.gov until ${year} stay open: if you had one, you can still read what members say and write your own review.`,
  exchangeLeftPlansLink: (state: string, year: number) => `${state} plans until ${year}`,
  exchangeLeftListed: (year: number) =>
    `The insurers below sold through HealthCare.gov until ${year}. Their figures are from those years, and their reviews stay open: if you had one of their plans, you can still read and write reviews.`,
  stateTitle: (state: string) => `Marketplace health plans in ${state}`,
  stateLead: (state: string, count: number, year: number) =>
    `${count} ${count === 1 ? 'insurer product sells' : 'insurer products sell'} individual-market plans in ${state} for plan year ${year}.`,
  /** A state whose insurers Candor knows only from an earlier plan year (it left HealthCare.gov since). */
  stateLeadPast: (state: string, count: number, year: number) =>
    `${count} ${count === 1 ? 'insurer product' : 'insurer products'} sold individual-market plans in ${state} through HealthCare.gov for plan year ${year}.`,
  /** The insurers still selling, counted alone, with the plan year their figures come from. */
  stateLeadSelling: (state: string, count: number, year: number, shoppingYear: number) =>
    `${count} ${count === 1 ? 'insurer product sells' : 'insurer products sell'} individual-market plans in ${state} on HealthCare.gov for ${shoppingYear}. Their plan options and figures are from plan year ${year}, the newest CMS has published.`,
  stateLeftHeading: (year: number) => `No longer on HealthCare.gov for ${year}`,
  stateLeftLead: (count: number, year: number, planYear: number) =>
    `${count} ${count === 1 ? 'insurer product' : 'insurer products'} sold here for plan year ${planYear} but ${count === 1 ? 'does' : 'do'} not sell on HealthCare.gov for ${year}. Their figures are from the years they sold; their reviews stay open.`,
  stateLeftCaption: (state: string, year: number) =>
    `Insurers in ${state} that no longer sell on HealthCare.gov for ${year}`,
  stateSoldCaption: (state: string) => `Insurers that sold marketplace plans in ${state}`,
  /** Beside a plan's name where another insurer product of its state has the same one. */
  namesakeQualifier: (issuerId: string) => `issuer ID ${issuerId}`,
  allStates: 'All states',
  planTitle: (issuer: string, productType: string, state: string) => `${issuer} ${productType} plans in ${state}`,
  planDescription: (issuer: string, productType: string, state: string, options: number) =>
    `${issuer} ${productType} marketplace plans in ${state}: ${options} plan options with deductibles and out-of-pocket limits, CMS quality ratings, claim-denial rate and member reviews.`,
  factsIssuer: 'Insurer',
  factsLegalName: 'Licensed as',
  factsState: 'State',
  factsProductType: 'Product type',
  factsPlanYear: 'Plan options from plan year',
  factsReportingUnit: 'Insurer product id (CMS)',
  productTypes: {
    HMO: 'HMO (health maintenance organization)',
    PPO: 'PPO (preferred provider organization)',
    EPO: 'EPO (exclusive provider organization)',
    POS: 'POS (point of service)',
  } as Record<string, string>,
  ratingsHeading: 'CMS quality ratings',
  ratingsYear: (year: number) => `Ratings for plan year ${year}, from the CMS Quality Rating System.`,
  ratingOverall: 'Overall rating',
  ratingMedicalCare: 'Medical care',
  ratingMemberExperience: 'Member experience',
  ratingPlanAdministration: 'Plan administration',
  notRated: 'Not rated',
  notRatedNoData: 'CMS has not published a quality rating for this plan.',
  notRatedNote:
    'A plan may not be rated because it is new or has too few members to measure. Not rated does not mean low quality.',
  claimsHeading: 'Claim denials',
  claimsRate: (rate: string) => `${rate} of in-network claims denied`,
  claimsCounts: (denied: string, received: string) => `${denied} denied of ${received} received`,
  claimsExplanation:
    'The share of in-network claims this insurer denied across its HealthCare.gov plans in the state. Claims are denied for many reasons, including duplicates and missing information, so a rate is a starting point for questions, not a verdict.',
  /** `claimsYear`: the calendar year the figures cover, where CMS says it; `pufYear`: the file's plan year, where known. */
  claimsPeriod: (pufYear: number | null, claimsYear: number | null) =>
    pufYear === null
      ? 'Covers one calendar year of claims. Source: CMS Transparency in Coverage public use file.'
      : `${
          claimsYear === null
            ? 'Covers one calendar year of claims'
            : `Covers claims of ${claimsYear} (January 1 to December 31)`
        }, as reported in the plan year ${pufYear} file. Source: CMS Transparency in Coverage public use file, plan year ${pufYear}.`,
  claimsNotAvailable: 'Not available',
  claimsYear: (claimsYear: number, pufYear: number) => `${claimsYear} claims, reported for plan year ${pufYear}`,
  claimsReported: (pufYear: number) => `Reported for plan year ${pufYear}`,
  claimsTrendUp: (rate: string) => `up from ${rate} in the earlier report`,
  claimsTrendDown: (rate: string) => `down from ${rate} in the earlier report`,
  claimsTrendSame: (rate: string) => `the same as in the earlier report (${rate})`,
  presenceLeft: (name: string, state: string, year: number) =>
    `${name} does not sell plans on HealthCare.gov in ${state} for ${year}.`,
  presenceStateLeft: (state: string, year: number, exchange: string) =>
    `${state} left HealthCare.gov for ${year}: its marketplace plans are sold on ${exchange}.`,
  presenceRefiled: (id: string) => `The same brand sells under another CMS issuer id (${id}) from this year.`,
  presenceReviewsStay:
    'The figures below are from the plan years it sold. People who had it can still read and write reviews.',
  presenceExchangeLink: (exchange: string) => `Go to ${exchange}`,
  planFilesYear: (year: number) => `plan year ${year}`,
  newIssuersHeading: (state: string, year: number) => `New in ${state} for ${year}`,
  newIssuerUnnamed: (id: string) => `Insurer with CMS id ${id}`,
  newIssuersText:
    'These insurers sell on HealthCare.gov here from this year. Candor does not yet know which counties they sell in, so they are not in the lists by ZIP code.',
  newIssuersLink: 'See their plans on HealthCare.gov',
  claimsMarkers: {
    '*': 'CMS marks this figure as not available.',
    '**': 'CMS suppressed this figure because the numbers are small.',
    '***': 'The insurer was not required to report this figure.',
    'N/A': 'The insurer is new to the exchange, so CMS has no figures yet.',
  } as Record<string, string>,
  claimsMissing: 'CMS published no claims figures for this insurer in this state.',
  optionsHeading: 'Plan options',
  optionsCaption: (count: number, year: number) =>
    `${count} plan ${count === 1 ? 'option' : 'options'} for plan year ${year}`,
  /** The options sold where the visitor searched: `place` is "Harris County, Texas (ZIP 77002)". */
  optionsInPlace: (count: number, place: string, year: number) =>
    `${count} plan ${count === 1 ? 'option' : 'options'} sold in ${place} for plan year ${year}.`,
  optionsInState: (count: number, state: string, year: number) =>
    `${count} plan ${count === 1 ? 'option' : 'options'} in all of ${state} for plan year ${year}. What is sold where you live can be fewer: search from your ZIP code to see only those.`,
  optionsNoneInPlace: (place: string) =>
    `This insurer product sells no plan options in ${place}. Below, its options anywhere in the state.`,
  optionsMergedNote: (rows: number, perPage: number) =>
    `Options CMS lists several times with the very same figures (once per service area) are one row: ${rows} ${rows === 1 ? 'row' : 'rows'}, grouped by metal level, ${perPage} at a time.`,
  optionsAllLink: (count: number, state: string) => `See all ${count} plan options in ${state}`,
  optionsPlaceLink: (place: string) => `See only the options sold in ${place}`,
  optionsPlace: (county: string, state: string, zip: string) => `${county}, ${state} (ZIP ${zip})`,
  optionsPages: 'Pages of plan options',
  optionsPage: (page: number, pageCount: number) => `Page ${page} of ${pageCount}`,
  optionsPrevious: 'Previous options',
  optionsNext: 'More plan options',
  optionSameIds: (count: number) => `Listed by CMS ${count} times, once per service area`,
  optionPlan: 'Plan',
  optionMetal: 'Metal level',
  optionDeductible: 'Deductible (individual)',
  optionOutOfPocket: 'Out-of-pocket maximum (individual)',
  optionHsa: 'HSA eligible',
  optionReferral: 'Referral needed for specialists',
  optionDocuments: 'Documents',
  optionSummary: 'Summary of Benefits',
  optionBrochure: 'Brochure',
  yes: 'Yes',
  no: 'No',
  reviewsHeading: 'Member reviews',
  reviewsNone: 'No member reviews yet. Members of this plan: tell others what it is really like.',
  reviewsAverage: (average: string) => `${average} out of 5`,
  reviewsCount: (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`,
  reviewsNotEnough: 'Not enough reviews yet',
  reviewsMoreNeeded: (more: number) =>
    more === 1 ? '1 more review is needed for an average' : `${more} more reviews are needed for an average`,
  reviewsAverageNote:
    'Averages count only published reviews and lean toward the site-wide average until a plan has many reviews, so a handful of reviews cannot make a plan look perfect or terrible.',
  writeReview: 'Write a review',
  dataNote: (year: number) =>
    `Plan facts: CMS Exchange public use files, plan year ${year}. Figures CMS does not publish are shown as not rated or not available, never estimated.`,
} as const
