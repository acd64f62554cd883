/** Premiums in an area or a state for a stated age: the section on the ZIP results, plan and report pages. */
export const areaPremiums = {
  ageLabel: 'Age',
  ageHint: 'Premiums rise with age. Change it to see the figures for another age.',
  ageOwnCurve: (state: string) =>
    `${state} sets its own age rules for premiums, so Candor shows the figures for age 40 only.`,
  ageInvalid: 'Enter an age as a whole number, such as 40.',
  ageMissing: 'Enter an age to see what plans cost: premiums depend on it.',
  agePastCurve: (age: number | string) =>
    `Marketplace premiums stop rising at 64, so a ${age}-year-old is shown the age-64 price. From 65, most people get Medicare instead of a marketplace plan.`,
  statePremiumsHeading: (state: string) => `What plans cost in ${state}`,
  statePremiumsText: (
    state: string,
    areas: number,
    year: number,
    age: number | string,
    silver: string,
    bronze: string,
  ) =>
    `Across ${state}’s ${areas} rating ${areas === 1 ? 'area' : 'areas'}, for plan year ${year}, a ${age}-year-old pays, before any tax credit: ${silver} a month for the benchmark silver plan (the second-lowest-cost silver plan where they live) and ${bronze} a month for the lowest-cost bronze plan.`,
  areaPremiumsMissing: 'Candor holds no premium figures for this area yet.',
}
