/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st. */
function ordinalEn(n: number): string {
  const tens = n % 100
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')
  return `${n}${suffix}`
}

/** Catalogue namespace `report` (English). */
export const report = {
  metaTitle: 'Your insurer report',
  loading: 'Loading your report…',
  failed: 'Error loading report',
  retry: 'Try again',
  heading: 'Your insurer report',
  placeLine: (zip: string, place: string) => `For ZIP code ${zip}, ${place}.`,
  madeOn: (date: string) => `Last changed ${date}.`,
  unfinished: 'This report is not finished yet.',
  continueQuiz: 'Continue the quiz',
  changeAnswers: 'Change my answers',
  methodologyLink: 'How the ranking works',
  costsHeading: 'What you would pay',
  notSelling: (year: number) =>
    `Ranked last: it does not sell on HealthCare.gov here for ${year}, so it cannot be chosen. Its figures are from the years it sold.`,
  costsMissing:
    'Your report has no cost estimate: you did not share your household’s income in the quiz. You can add it there, or estimate your costs without saving anything:',
  costsLink: 'Estimate your costs',
  rankingHeading: 'Your ranking',
  rankingLead: (count: number) =>
    `The ${count} ${count === 1 ? 'insurer product' : 'insurer products'} selling marketplace plans in your county, best fit first.`,
  rankingUpdated: (first: string) => `Ranking updated. First: ${first}.`,
  rank: (rank: number) => `#${rank}`,
  score: (score: string) => `${score} of 100`,
  scoreLabel: 'Fit score',
  noScore: 'Not enough data to score',
  /** A factor's value and its share of the score, both rounded. */
  factorFigures: (value: number, share: number) => `${value} of 100, counts ${share}%`,
  factorNoData: 'no data; not counted',
  factorsLabel: (name: string) => `Why ${name} scores as it does`,
  viewPlan: 'Plan page',
  writeReview: 'I have this plan: write a review',
  weightsHeading: 'How much each factor counts for you',
  weightsLead:
    'Each insurer’s score is the weighted mean of the factors below that it has data for. Your answers set the weights:',
  weightColumn: 'Weight',
  shareColumn: 'Share',
  factorColumn: 'Factor',
  whyColumn: 'Why',
  baseReason: 'Starting weight',
  notCountedForYou: 'not counted for you',
  notCountedForAnyone: 'no data for any insurer here; not counted',
  metersHeading: 'Change your priorities',
  metersLead: 'The ranking updates as you move a slider, and the change is saved to this report.',
  savedMeters: 'Saved.',
  /** Shown while the page runs no script: the sliders wait for this button. */
  metersLeadStatic:
    'Move the sliders, then press “Update ranking”: the ranking follows them and the change is saved to this report.',
  updateRanking: 'Update ranking',
  prioritiesSaved: 'Your priorities are saved, and the ranking below follows them.',
  /** The weights table's own box, named apart from its section. */
  weightsTable: 'Weights by factor',
  /** What a moved slider changed in the ranking, the largest moves first. */
  moved: (name: string, from: number, to: number) => `${name} moved from ${ordinalEn(from)} to ${ordinalEn(to)}.`,
  movedMore: (count: number) => `${count} more ${count === 1 ? 'insurer product' : 'insurer products'} changed place.`,
  unmoved: 'The order did not change.',
  toPriorities: 'Change your priorities',
  notFoundHeading: 'We couldn’t find this report',
  notFoundText:
    'The link may be mistyped, or the report was deleted. A report saved to an account opens only for its owner: if it is yours, log in to see it.',
  notFoundLogin: 'Log in to see your report',
  notFoundQuiz: 'Take the quiz',
  saveMetersFailed: 'Your change could not be saved. The ranking shows it, but it will be lost on reload.',
  noInsurersHeading: 'Nothing to rank here yet',
  unknownPlace: (zip: string) => `${zip} is not a ZIP code in the list Candor uses, so there is nothing to rank.`,
  countyMissing: 'Your ZIP code spans counties. Choose yours in the quiz to see the ranking.',
  exchangeLeft: (state: string, year: number, exchange: string) =>
    `${state} left HealthCare.gov for plan year ${year} and now runs its own marketplace, ${exchange}. CMS publishes no plans for it, so Candor can't rank plans there from ${year} on. You can shop for plans there:`,
  exchange: (state: string, exchange: string) =>
    `${state} runs its own health insurance marketplace, ${exchange}, and CMS publishes no plans for it, so Candor can't rank plans there yet. You can shop for plans there:`,
  premiumsNote:
    'Premiums: Candor’s data has no insurer’s own premium for your area yet, so premiums are not counted for anyone. The area figures below show what plans cost around you.',
  missingNote: (factors: string) => `Not counted for lack of data: ${factors}.`,
  actionsHeading: 'Keep or delete this report',
  emailLink: 'Email me this link',
  emailSent: (email: string) => `We sent the link to ${email}.`,
  emailFailed: 'The email could not be sent just now. Please try again later.',
  noEmail: 'To get the link by email, add your email address in the last step of the quiz.',
  deleteReport: 'Delete this report',
  deleteConfirm:
    'Delete this report for good? Your answers are removed from Candor’s database and the link stops working.',
  deleteYes: 'Yes, delete it',
  deleteCancel: 'Keep it',
  deleted: 'Your report has been deleted.',
  deleteFailed: 'The report could not be deleted just now. Please try again.',
  receiptHeading: 'What Candor stored, and why',
  receiptIntro: 'For this report Candor keeps:',
  receiptWhy:
    'Only to rank the insurers for you, to estimate your tax credit if you gave your income, and to let you come back to this report. None of it is sold, shared, mailed, put in an address or sent to an analytics tool.',
  receiptHowLongVisitor: 'Until you delete it, or 90 days after its last change while it is not saved to an account.',
  receiptHowLongMember: 'In your account until you delete it, or delete the account.',
  receiptWhyLabel: 'Why',
  receiptHowLongLabel: 'How long',
  receiptWhereLabel: 'Where',
  receiptWhere: 'In Candor’s own database. The report page loads nothing from any other website.',
  receiptFields: {
    field_ir_zipcode: 'ZIP code',
    field_ir_county: 'County',
    field_ir_birthday: 'Date of birth',
    field_ir_under18: 'Children under 18 on the plan',
    field_ir_money_consent: 'Agreed to income questions',
    field_ir_household_income: 'Yearly household income ($)',
    field_ir_household_size: 'Household size',
    field_ir_covered_ages: 'Ages of the others on the plan',
    field_ir_tobacco: 'Uses tobacco',
    field_ir_health_consent: 'Agreed to health questions',
    field_ir_pregnant: 'Expecting or planning a pregnancy',
    field_ir_diabetes: 'Diabetes',
    field_ir_medication: 'Regular prescription medication',
    field_ir_hospitalized: 'Hospital stay in the last year, or expected',
    field_ir_commsmeter: 'Talking to the insurer is easy',
    field_ir_flexibilitymeter: 'Freedom to choose doctors and hospitals',
    field_ir_paymentmeter: 'Predictable costs when I need care',
    field_ir_submit_email: 'Email',
  },
  facts: {
    member: (average: string, count: number) =>
      `${average} of 5 from ${count} member ${count === 1 ? 'review' : 'reviews'}`,
    memberTooFew: (count: number) =>
      count === 0
        ? 'No published member reviews yet'
        : `Only ${count} published member ${count === 1 ? 'review' : 'reviews'} so far`,
    cms: (stars: number, year: number | null) => `${stars} of 5 stars${year ? ` (CMS ${year})` : ''}`,
    cmsNotRated: 'Not rated by CMS',
    denials: (rate: string, claimsYear: number | null) =>
      `${rate} of in-network claims denied${claimsYear ? ` (${claimsYear} claims)` : ''}`,
    denialsMissing: 'No claim-denial figures from CMS',
    network: (type: string, noReferral: number, plans: number, year: number) =>
      `${type}; ${noReferral} of ${plans} plan options in plan year ${year} need no referral for a specialist`,
    national: (count: number, plans: number) => `${count} of ${plans} with a national network`,
    outOfArea: (count: number, plans: number) => `${count} of ${plans} cover care away from home`,
    costs: (deductible: string, outOfPocket: string, year: number) =>
      `Lowest deductible ${deductible}; lowest out-of-pocket maximum ${outOfPocket} (plan year ${year})`,
    drugs: (deductible: string, year: number) =>
      `Lowest deductible for prescription drugs ${deductible} (plan year ${year})`,
    premiumsMissing: 'No premium for this insurer in Candor’s data',
  },
  missingFactor: {
    memberRatings: 'Too few member reviews; not counted',
    cmsStars: 'Not rated by CMS; not counted',
    claimDenials: 'No CMS claim figures; not counted',
    networkFreedom: 'No network facts; not counted',
    costProtection: 'No cost figures; not counted',
    drugCosts: 'No drug cost figures; not counted',
    premiums: 'Not available; not counted',
  },
  yes: 'Yes',
  no: 'No',
  notSaid: 'Not given',
  preferNotToSay: 'Prefer not to say',
  loginToKeep: 'Log in to keep this report in your profile',
  cheapestHeading: (year: number) => `Its cheapest plans for your household, ${year}`,
  cheapestPrice: (amount: string) => `${amount} a month after the tax credit`,
  cheapestDeductible: (amount: string) => `deductible ${amount}`,
  cheapestSource: 'Prices from HealthCare.gov’s plan data for the household in your answers.',
} as const
