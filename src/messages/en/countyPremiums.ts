/** Catalogue namespace `countyPremiums` (English): premiums in a county's rating area, on the ZIP results and report pages. */
export const countyPremiums = {
  heading: 'What plans cost in your area',
  text: (area: string, state: string, year: number, age: number, silver: string, bronze: string) =>
    `In ${area}, ${state}, for plan year ${year}, a ${age}-year-old pays, before any tax credit: ${silver} a month for the benchmark silver plan (the second-lowest-cost silver plan, on which tax credits are based) and ${bronze} a month for the lowest-cost bronze plan.`,
} as const
