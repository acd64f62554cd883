/** An insurer's figures side by side: the columns of the comparison and state tables, their sorting, and what a missing figure means. */
export const insurerFigures = {
  stillSellingLabel: (year: number) => `Still selling on HealthCare.gov in ${year}`,
  notSellingIn: (year: number) => `Not on HealthCare.gov here for ${year}`,
  orderNote:
    'Listed by insurer name until you choose another order. Candor takes no payment for placement, and no insurer can buy a better position.',
  sorts: {
    name: 'Insurer name (A to Z)',
    member: 'Member score (highest first)',
    stars: 'CMS overall rating (highest first)',
    denials: 'Claim denials (lowest first)',
    deductible: 'Lowest deductible',
    outOfPocket: 'Lowest out-of-pocket maximum',
  },
  /** The same orders inside a sentence ("sort by …"), with their names' own capitals (CMS). */
  sortPhrases: {
    name: 'insurer name (A to Z)',
    member: 'member score (highest first)',
    stars: 'CMS overall rating (highest first)',
    denials: 'claim denials (lowest first)',
    deductible: 'lowest deductible',
    outOfPocket: 'lowest out-of-pocket maximum',
  },
  cmsRating: 'CMS overall rating',
  cmsNotRated: 'Not rated by CMS',
  cmsNoRating: 'CMS has published no rating',
  /** CMS's reasons a measure is not rated, as CMS writes them (see `cmsReasonText`). */
  cmsReasons: {
    insufficientData: 'Insufficient data to calculate a score according to the QRS rating methodology',
    newPlan: 'New-Ineligible for Scoring',
  },
  memberScore: 'Member score',
  memberAverage: (average: string, count: number) =>
    `${average} out of 5 (${count} ${count === 1 ? 'review' : 'reviews'})`,
  memberNotEnough: (count: number) => `Not enough reviews yet (${count} ${count === 1 ? 'review' : 'reviews'})`,
  memberMoreNeeded: (more: number) =>
    more === 1 ? '1 more review is needed for a member score' : `${more} more reviews are needed for a member score`,
  denials: 'Claims denied',
  denialsValue: (rate: string) => `${rate} of in-network claims`,
  denialsYear: (year: number) => `(${year} claims)`,
  denialsReportYear: (year: number) => `(reported for plan year ${year})`,
  deductible: 'Deductible',
  outOfPocket: 'Out-of-pocket maximum',
  metals: 'Metal levels',
  plans: (count: number, year: number) =>
    `${count} plan ${count === 1 ? 'option' : 'options'} sold here in plan year ${year}`,
  planCount: (count: number) => `${count} plan ${count === 1 ? 'option' : 'options'}`,
  tableInsurer: 'Insurer and product',
  tableSortHint: 'Choose a column heading to sort by it; insurers without that figure come last.',
  /** `order` is one of `sortPhrases`, written as it stands in the sentence. */
  tableSortBy: (order: string) => `sort by ${order}`,
  tableSortedBy: (order: string) => `(sorted by ${order})`,
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
  premiums: 'Monthly premium',
  moreFigures: 'Out-of-pocket maximum, network and more',
  premiumsMissing: 'Not available yet',
  /** A star rating read aloud. */
  stars: (value: number) => `${value} out of 5 stars`,
  /** CMS's metal levels, as CMS names them. */
  metalNames: {
    Catastrophic: 'Catastrophic',
    'Expanded Bronze': 'Expanded Bronze',
    Bronze: 'Bronze',
    Silver: 'Silver',
    Gold: 'Gold',
    Platinum: 'Platinum',
  } as Record<string, string>,
}
