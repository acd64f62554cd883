/** Catalogue namespace `reportRanking` (English). */
export const reportRanking = {
  /** Each factor by key (features/reports/ranking.ts), with what it measures. */
  factors: {
    memberRatings: 'Member ratings',
    cmsStars: 'CMS quality stars',
    claimDenials: 'Claim denials',
    networkFreedom: 'Network freedom',
    costProtection: 'Cost protection',
    drugCosts: 'Drug costs',
    premiums: 'Premiums',
  },
  factorHints: {
    memberRatings: 'The average score members give on Candor, from 1 to 5 stars.',
    cmsStars: 'The overall quality rating CMS gives the plan, from 1 to 5 stars.',
    claimDenials:
      'How rarely the insurer denies claims for care in its network. Half or more denied scores 0; none denied scores 100.',
    networkFreedom:
      'How freely you can choose doctors: the kind of plan (PPO, POS, EPO, HMO), and how many of its plans need no referral for a specialist, have a national network and cover care away from home.',
    costProtection:
      'How little you could pay before the plan pays in full: its lowest deductible and lowest out-of-pocket maximum here, against the 2025 limit of $9,200 for one person.',
    drugCosts: 'Its lowest deductible for prescription drugs here, against the same $9,200 limit.',
    premiums: 'The monthly price against the cheapest insurer in your report.',
  },
  /** Each rule by key: the health answers, then the priority meters. */
  rules: {
    pregnant: 'Pregnancy',
    diabetes: 'Diabetes',
    medication: 'Regular medication',
    hospitalized: 'Hospital stay',
    under18: 'Children under 18 on the plan',
    commsMeter: 'Communication priority',
    flexibilityMeter: 'Flexibility priority',
    paymentMeter: 'Payment priority',
  },
  /** How a rule changed a weight: a "yes" adds, a priority meter multiplies. */
  add: (amount: number) => `+${amount}`,
  multiply: (multiplier: number) => `× ${multiplier.toFixed(2)}`,
  weight: (weight: number) => `Weight ${weight.toFixed(2)}`,
  share: (percent: number) => `${percent}% of this score`,
  noData: 'No data: left out of this score',
  zeroWeight: 'Not weighted for your answers',
  missing: (factors: string) => `Candor has no data on ${factors} for this insurer, so its score is based on the rest.`,
  noScore: 'Candor has too little data on this insurer to score it.',
} as const
