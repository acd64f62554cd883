/** Catalogue namespace `methodology` (English). */
export const methodology = {
  metaTitle: 'How Candor ranks insurers for you',
  metaDescription:
    'The factors, scales and weights behind the personal ranking of Candor’s quiz, and how missing data is handled.',
  heading: 'How the ranking works',
  lead: 'Your report ranks the insurers that sell marketplace plans in your county. Every rule is here, with its numbers; no insurer can pay for a place.',
  factorsHeading: 'Seven factors, each from 0 to 100',
  factorsLead:
    'Higher is always better for you. A factor Candor has no data on is left out of that insurer’s score, never counted as bad.',
  scaleHeading: 'The scales',
  scales: (denialZero: string, costZero: string) => [
    'Member ratings and CMS stars: 1 star is 0, 5 stars is 100.',
    `Claim denials: none denied is 100; ${denialZero} or more denied is 0.`,
    'Network freedom: the kind of plan (PPO 100, POS 67, EPO 33, HMO 0) counts 40%; the shares of plans that need no referral, have a national network and cover care away from home count 20% each.',
    `Cost protection: the lowest deductible and the lowest out-of-pocket maximum the insurer offers in your county, each scored so that $0 is 100 and ${costZero} (the 2025 limit for one person) is 0.`,
    `Drug costs: the lowest deductible for prescription drugs, on the same scale.`,
    'Premiums: the cheapest insurer in your report is 100, and others in proportion. Candor has no insurer’s own premiums yet, so this factor counts for no one today.',
  ],
  weightsHeading: 'The weights',
  baseLead: 'Every factor starts at a weight; drug costs start at 0 and count only when an answer calls for them.',
  healthLead: 'A “yes” to a health question adds to some weights. “No” and “Prefer not to say” change nothing.',
  meterLead: (atZero: string, atMiddle: string, atTop: string) =>
    `Each priority slider multiplies the weights of its factors: ${atZero} at the left end, ${atMiddle} in the middle, ${atTop} at the right end.`,
  ruleColumn: 'Answer',
  changeColumn: 'Changes',
  meterColumn: 'Slider',
  factorColumn: 'Factor',
  weightColumn: 'Starting weight',
  scoreHeading: 'The score',
  score: [
    'An insurer’s score is the weighted mean of the factors it has data for: each value times its weight, added up, divided by the sum of those weights.',
    'Missing data is left out and the remaining weights are scaled up, and the report says which factors were not counted.',
    'Scores that are equal are ordered by how much of the total weight their data covers, then by name, then by Candor’s plan number. The same answers always give the same order.',
  ],
  dataHeading: 'Where the figures come from',
  data: (year: number) =>
    `CMS’s plan year ${year} marketplace files (plans, deductibles, networks), CMS’s quality ratings, CMS’s claim-denial figures, and members’ reviews published on Candor after editorial and policy review.`,
  quizLink: 'Take the quiz',
} as const
