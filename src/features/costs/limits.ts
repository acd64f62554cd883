/** The bounds of an estimate's household, shared by the form (in the browser) and the schema. */
export const MAX_PEOPLE = 12
export const MAX_HOUSEHOLD_SIZE = 20
export const MAX_INCOME = 100_000_000
export const MAX_AGE = 120
