/** A plan's published reviews: the rating bars, the list, its sorting and paging. */
export const reviewList = {
  reviewsCategories: {
    overall: 'Overall',
    accessToCare: 'Timely Access to Care',
    customerService: 'Customer Service',
    priceTransparency: 'Price Transparency',
  },
  reviewsHistogram: 'Overall ratings: choose a bar to show only those reviews',
  reviewsHistogramBar: (face: string, score: number, count: number) =>
    `${score} (${face}): ${count} ${count === 1 ? 'review' : 'reviews'}`,
  reviewsShowAll: 'Show all reviews',
  reviewsShowing: (count: number | string, total: number) => `Showing ${count} of ${total} reviews`,
  reviewsShowingRated: (count: number | string, matching: number, score: number, face: string) =>
    `Showing ${count} of ${matching} ${matching === 1 ? 'review' : 'reviews'} rated ${score} (${face})`,
  reviewsShowMore: 'Show more reviews',
  reviewsLoading: 'Loading reviews…',
  reviewsLoadFailed: 'The reviews could not be loaded. Check your connection.',
  reviewsTryAgain: 'Try again',
  reviewsSort: 'Sort by',
  reviewsSortNewest: 'Newest',
  reviewsSortHighest: 'Highest rated',
  reviewsSortLowest: 'Lowest rated',
  reviewsFaces: ['terrible', 'bad', 'okay', 'good', 'great'],
  reviewsBy: (name: string, date: string) => `${name}, ${date}`,
  reviewsMemberIn: (year: number | string) => `Member in ${year}`,
  /** Beside a review written in the other language, by the language it was written in. */
  reviewsWrittenIn: { en: 'In English', es: 'In Spanish' },
  /** Under each published review; opens the report form (reportReview). */
  reportOpen: 'Report this review',
} as const
