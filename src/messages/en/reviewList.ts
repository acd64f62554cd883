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
  /** The button that applies the order when the page runs no script. */
  reviewsSortApply: 'Sort',
  /** The page of a plan's reviews in another order or filter. */
  reviewsPageTitle: (insurer: string) => `Member reviews of ${insurer}`,
  reviewsPageBack: (insurer: string) => `Back to ${insurer}`,
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
  reviewsSortHelpful: 'Most helpful',
  reviewsReplyBy: (insurer: string, date: string) => `Reply from ${insurer}, the insurer, ${date}`,
  responsivenessHeading: 'How the insurer answers reviews',
  responsivenessReplies: (insurer: string, percent: number, reviews: number, median: string) =>
    `${insurer} answered ${percent}% of the ${reviews === 1 ? 'review' : `${reviews} reviews`} published on Candor in the last 12 months. Median time to reply: ${median}.`,
  responsivenessNoReplies: (insurer: string) => `No replies yet. ${insurer} can answer reviews on Candor.`,
  responsivenessNotOnCandor: (insurer: string) => `Not on Candor. ${insurer} has no account to answer reviews here.`,
  responsivenessNote:
    'Insurers answer in public, after Candor checks each reply against its policy. Replies never change a plan’s scores.',
  durationHours: (hours: number) => (hours < 1 ? 'under an hour' : hours === 1 ? '1 hour' : `${hours} hours`),
  durationDays: (days: number) => (days === 1 ? '1 day' : `${days} days`),
} as const
