/** Catalogue namespace `helpfulVotes` (English): marking a review helpful. */
export const helpfulVotes = {
  mark: 'Helpful',
  marked: 'You found this helpful',
  count: (count: number | string) =>
    count === 1 ? '1 person found this helpful' : `${count} people found this helpful`,
  notFound: 'This review could not be found.',
  staffCannotVote: 'Staff and insurer accounts cannot mark reviews helpful.',
  voterInvalid: 'This device’s helpful marks could not be read. Reload the page and try again.',
  failed: 'Your mark could not be saved. Please try again.',
} as const
