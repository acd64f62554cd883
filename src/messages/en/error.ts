/** Catalogue namespace `error` (English). */
export const error = {
  heading: 'Something went wrong on our side',
  text: 'The page could not be shown. Nothing you entered has been lost. Please try again in a moment.',
  retry: 'Try again',
  home: 'Go to the home page',
  reference: (digest: string) => `Reference: ${digest}`,
} as const
