/**
 * Every string the interface shows, in one catalogue, so Spanish is a translation
 * and not a rewrite. Components read from `messages`; nothing is hard-coded in them.
 */
export const en = {
  site: {
    name: 'Candor',
    tagline: 'Honest health insurance reviews',
    description:
      'Find the marketplace health insurers that sell plans in your ZIP code, compare official CMS figures with reviews from members, and get a personal, transparent ranking.',
    skipToContent: 'Skip to main content',
  },
  header: {
    homeLabel: 'Candor, go to the home page',
    mainNavLabel: 'Main',
    takeQuiz: 'Take The Quiz',
    stayInTheLoop: 'Stay In The Loop',
    writeReview: 'Write a Review',
    letsBeHonest: "Let's Be Honest",
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    accountLabel: 'Account',
  },
  footer: {
    notice: 'This site is intended for residents of the United States of America.',
    navLabel: 'Footer',
    aboutHeading: 'About',
    takeActionHeading: 'Take Action',
    socialHeading: 'Follow Us On Social',
    letsBeHonest: "Let's Be Honest",
    contentGuidelines: 'Content Guidelines',
    termsOfService: 'Terms of Service',
    privacyPolicy: 'Privacy Policy',
    takeTheQuiz: 'Take the Quiz',
    writeReview: 'Write a Review',
    contactUs: 'Contact Us',
    stayConnected: 'Stay Connected',
    facebook: 'Facebook',
    instagram: 'Instagram',
    linkedin: 'LinkedIn',
    opensInNewWindow: '(opens in a new window)',
    backToTop: 'Back to top',
    copyright: (year: number) => `© ${year} Candor`,
  },
  home: {
    metaTitle: 'Candor: honest health insurance reviews',
    heroHeading: 'Choose health insurance with the whole truth in view',
    heroLead:
      'See the insurers that really sell marketplace plans where you live, with official CMS quality ratings and claim-denial figures next to reviews from their members.',
    heroQuiz: 'Take The Quiz',
    heroReview: 'Write a Review',
    jobsHeading: 'What Candor does',
    jobs: [
      {
        title: 'Find',
        text: 'Enter a ZIP code and see every insurer selling individual-market plans there, with the official figures side by side.',
      },
      {
        title: 'Review',
        text: 'Members rate their plan on access to care, customer service and price transparency. Every review is checked by editorial and policy review before it goes live.',
      },
      {
        title: 'Guide',
        text: 'A short quiz about your needs turns into a personal ranking of the insurers near you, and shows exactly why.',
      },
    ],
    sourcesHeading: 'Where the figures come from',
    sourcesText:
      'Plans, service areas and plan facts come from the public files of the Centers for Medicare & Medicaid Services (CMS) for the HealthCare.gov states; quality ratings from the CMS Quality Rating System; claim-denial rates from the CMS transparency-in-coverage data. Where a figure is missing we say "not rated" or "not available" and never fill it in. Member reviews are the only thing on Candor that comes from people, and each one is checked before it is published.',
    loopHeading: 'Stay in the loop',
    loopText:
      'New plan years, new ratings and new guides arrive every autumn. Sign-up for updates by email opens here soon.',
  },
  plans: {
    browseTitle: 'Marketplace health plans by state',
    browseLead:
      'Every insurer selling individual-market plans through HealthCare.gov, state by state, from the plan year 2025 CMS files. Each entry is one insurer and product type, the level at which CMS rates quality.',
    browseStateCount: (count: number) => `${count} ${count === 1 ? 'plan' : 'plans'}`,
    ownExchangeHeading: 'States with their own exchange',
    ownExchangeText:
      'These states run their own marketplace, and CMS publishes no plans for them. Shop on the state exchange:',
    stateTitle: (state: string) => `Marketplace health plans in ${state}`,
    stateLead: (state: string, count: number) =>
      `${count} insurer and product-type combinations sell individual-market plans in ${state} for plan year 2025.`,
    allStates: 'All states',
    planTitle: (issuer: string, productType: string, state: string) => `${issuer} ${productType} plans in ${state}`,
    planDescription: (issuer: string, productType: string, state: string, options: number) =>
      `${issuer} ${productType} marketplace plans in ${state}: ${options} plan options with deductibles and out-of-pocket limits, CMS quality ratings, claim-denial rate and member reviews.`,
    factsIssuer: 'Insurer',
    factsLegalName: 'Licensed as',
    factsState: 'State',
    factsProductType: 'Product type',
    factsPlanYear: 'Plan year',
    factsReportingUnit: 'CMS reporting unit',
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
    stars: (value: number) => `${value} out of 5 stars`,
    notRated: 'Not rated',
    notRatedNoData: 'CMS has not published a quality rating for this plan.',
    notRatedNote:
      'A plan may not be rated because it is new or has too few members to measure. Not rated does not mean low quality.',
    claimsHeading: 'Claim denials',
    claimsRate: (rate: string) => `${rate} of in-network claims denied`,
    claimsCounts: (denied: string, received: string) => `${denied} denied of ${received} received`,
    claimsExplanation:
      'The share of in-network claims this insurer denied across its HealthCare.gov plans in the state. Claims are denied for many reasons, including duplicates and missing information, so a rate is a starting point for questions, not a verdict.',
    claimsPeriod: (period: string, source: string) => `Covers ${period}. Source: ${source}.`,
    claimsNotAvailable: 'Not available',
    claimsMarkers: {
      '*': 'CMS marks this figure as not available.',
      '**': 'CMS suppressed this figure because the numbers are small.',
      '***': 'The insurer was not required to report this figure.',
      'N/A': 'The insurer is new to the exchange, so CMS has no figures yet.',
    } as Record<string, string>,
    claimsMissing: 'CMS published no claims figures for this insurer in this state.',
    optionsHeading: 'Plan options',
    optionsCaption: (count: number) => `${count} plan ${count === 1 ? 'option' : 'options'} for plan year 2025`,
    optionPlan: 'Plan',
    optionMetal: 'Metal level',
    optionDeductible: 'Deductible (individual)',
    optionOutOfPocket: 'Out-of-pocket maximum (individual)',
    optionHsa: 'HSA eligible',
    optionReferral: 'Referral needed for specialists',
    optionDocuments: 'Documents',
    optionSummary: 'Summary of Benefits',
    optionBrochure: 'Brochure',
    medicalPlusDrugs: (medical: string, drugs: string) => `${medical} medical + ${drugs} drugs`,
    yes: 'Yes',
    no: 'No',
    notAvailable: 'Not available',
    reviewsHeading: 'Member reviews',
    reviewsNone: 'No member reviews yet. Members of this plan: tell others what it is really like.',
    writeReview: 'Write a review',
    dataNote:
      'Plan facts: CMS Exchange public use files, plan year 2025. Figures CMS does not publish are shown as not rated or not available, never estimated.',
  },
  notFound: {
    metaTitle: 'Page not found',
    heading: "We couldn't find that page",
    text: 'The address may be mistyped, or the page may have moved. These are good places to go next:',
    home: 'Go to the home page',
    quiz: 'Take the quiz',
    review: 'Write a review',
  },
  error: {
    heading: 'Something went wrong on our side',
    text: 'The page could not be shown. Nothing you entered has been lost. Please try again in a moment.',
    retry: 'Try again',
    home: 'Go to the home page',
    reference: (digest: string) => `Reference: ${digest}`,
  },
} as const

export type Messages = typeof en
