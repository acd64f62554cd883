/** Catalogue namespace `zipValidation` (English): the messages of the ZIP code field. */
export const zipValidation = {
  required: 'Please enter zip code',
  tooShort: 'Zip code must be at least 5 digits',
  notNumeric: 'Zip code must contain only numbers',
  tooLong: "Zip Code can't be longer than 5 digits",
} as const
