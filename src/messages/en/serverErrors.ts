/** Catalogue namespace `serverErrors` (English): what the JSON calls answer when a request cannot be served. */
export const serverErrors = {
  notJson: 'The request body must be a JSON object.',
  unexpected: 'Something went wrong on our side. Nothing was saved. Please try again in a moment.',
  invalid: 'The request is not valid.',
  bearerInvalid: 'Your session has expired or is not valid. Please log in again.',
  signInRequired: 'Please log in to continue.',
} as const
