/** Catalogue namespace `serverErrors` (English): what the JSON calls answer when a request cannot be served. */
export const serverErrors = {
  notJson: 'The request body must be a JSON object.',
  diskFull: 'Candor cannot save anything just now: its disk is full. Nothing was saved. Please try again later.',
  notJsonType: 'The request body must be sent as JSON (Content-Type: application/json).',
  crossSite: 'This request came from another site. Candor takes it only from its own pages.',
  unexpected: 'Something went wrong on our side. Nothing was saved. Please try again in a moment.',
  invalid: 'The request is not valid.',
  bearerInvalid: 'Your session has expired or is not valid. Please log in again.',
  signInRequired: 'Please log in to continue.',
  methodNotAllowed: 'This method is not allowed here.',
  badAddress: 'This address is not valid: it holds a broken percent-escape.',
  tooLarge: 'The request body is larger than this address accepts.',
  lengthRequired: 'The request must state the length of its body.',
  notMultipart: 'The request body is not valid multipart form data.',
  unsupportedComparison:
    'This query uses a comparison the site cannot make (near, within, intersects or all). Use another comparison.',
  notFound: 'Not found: nothing has this id.',
  bulkTooLarge: (count: number, limit: number) =>
    `This would change ${count.toLocaleString('en-US')} documents at once; one change may touch at most ${limit}. Narrow the selection and do it in parts.`,
  notADate: 'This query compares a date with something that is not one. Use a date such as 2026-11-28.',
  notANumber: 'This query compares a number with something that is not one.',
  repeatedParameter: (name: string) => `The query gives ${name} more than once. Give it once.`,
  notAWholeNumber: (name: string) => `The query's ${name} must be a whole number (page from 1).`,
  closedEndpoint: 'Not found. Member accounts are managed through the site’s own account pages.',
  fileNotFound: 'Not found: no file has this name.',
} as const
