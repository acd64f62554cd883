/** Catalogue namespace `notFound` (English). */
export const notFound = {
  metaTitle: 'Page not found',
  heading: "We couldn't find that page",
  text: 'The address may be mistyped, or the page may have moved. These are good places to go next:',
  home: 'Go to the home page',
  quiz: 'Take the quiz',
  review: 'Write a review',
} as const
