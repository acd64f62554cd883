/**
 * Catalogue namespace `estimateValidation` (English): what `POST /v1/data/estimate` and the
 * estimate forms say about a household that cannot be estimated. Plain sentences, so that
 * an answer is put in the reader's language by its words (translate-text.ts).
 */
export const estimateValidation = {
  planYearRequired: 'Choose a plan year.',
  planYearNotPublished: 'The tax-credit figures for this plan year are not published yet.',
  incomeRequired: 'Enter your household’s yearly income in dollars.',
  incomeNegative: 'The yearly income cannot be below $0.',
  incomeTooHigh: 'Enter a yearly income up to $100,000,000.',
  peopleRequired: 'Add at least one person who needs coverage.',
  peopleTooMany: 'Estimate up to 12 people at a time.',
  ageInvalid: 'Enter each person’s age as a whole number from 0 to 120.',
  tobaccoInvalid: 'Say yes or no to tobacco use.',
  householdSizeInvalid: 'Enter the household size as a whole number from 1 to 20.',
  householdSizeTooSmall: 'The household cannot be smaller than the number of people who need coverage.',
  countyInvalid: 'Choose a county.',
  countyNotInZip: 'That county is not in this ZIP code.',
  countyRequired: 'This ZIP code reaches more than one county: choose yours.',
  zipUnknown: 'Candor does not know this ZIP code.',
  plansYearNotOffered: 'Candor lists plans from plan year 2025 to the year on sale now.',
  utilizationInvalid: 'Choose how much care you expect this year: low, medium or high.',
}
