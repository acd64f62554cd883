/** Catalogue namespace `countyPremiums` (English): premiums in a county's rating area, on the ZIP results and report pages. */
export const countyPremiums = {
  heading: 'What plans cost in your area',
  text: (area: string, state: string, year: number, age: number, silver: string, bronze: string) =>
    `In ${area}, ${state}, for plan year ${year}, a ${age}-year-old pays, before any tax credit: ${silver} a month for the benchmark silver plan (the second-lowest-cost silver plan, on which tax credits are based) and ${bronze} a month for the lowest-cost bronze plan.`,
  place: (area: string, county: string | null) => (county ? `${county} (${area.toLowerCase()})` : area),
  earlier: (year: number, age: number, silver: string, bronze: string, newest: number) =>
    `For plan year ${year}, the same ${age}-year-old paid ${silver} and ${bronze} a month. Insurers set new prices every year; ${newest}’s are the ones you would pay now, and the estimate below uses them too.`,
  ageElsewhere: 'For other ages, or your whole household after the tax credit, use “What would I pay?” below.',
} as const
