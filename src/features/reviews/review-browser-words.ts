import { blank } from '@/lib/blanks'
import type { Locale } from '@/lib/i18n'
import type { Messages } from '@/messages'

import type { RatingCategory } from './ratings'

/** The review browser's words for one plan, in the page's language, picked on the server. */
export type ReviewBrowserWords = {
  histogram: string
  /** Each bar's label, for scores 1 to 5, with its count of reviews. */
  bars: string[]
  /** "Showing {shown} of N reviews", for all of them and then for each score from 1 to 5. */
  showing: string
  showingRated: string[]
  showAll: string
  showMore: string
  loading: string
  loadFailed: string
  tryAgain: string
  sort: string
  sortApply: string
  sortNewest: string
  sortHighest: string
  sortLowest: string
  faces: string[]
  categories: Record<RatingCategory, string>
  writtenIn: Record<Locale, string>
  /** "{name}, {date}" */
  by: string
  /** "Member in {year}" */
  memberIn: string
  /** The label of the action under each review ("Report this review"). */
  reportOpen: string
  /** "Reply from {insurer}, the insurer, {date}" */
  replyBy: string
  sortHelpful: string
  helpful: { mark: string; marked: string; one: string; many: string; failed: string }
}

const SCORES = [1, 2, 3, 4, 5] as const

export function reviewBrowserWords(
  m: Messages['reviewList'],
  helpful: Messages['helpfulVotes'],
  ratings: { total: number; histogram: readonly number[] },
  insurer: string,
): ReviewBrowserWords {
  const face = (score: number) => m.reviewsFaces[score - 1]!
  const count = (score: number) => ratings.histogram[score - 1] ?? 0
  return {
    histogram: m.reviewsHistogram,
    bars: SCORES.map((score) => m.reviewsHistogramBar(face(score), score, count(score))),
    showing: m.reviewsShowing(blank('shown'), ratings.total),
    showingRated: SCORES.map((score) => m.reviewsShowingRated(blank('shown'), count(score), score, face(score))),
    showAll: m.reviewsShowAll,
    showMore: m.reviewsShowMore,
    loading: m.reviewsLoading,
    loadFailed: m.reviewsLoadFailed,
    tryAgain: m.reviewsTryAgain,
    sort: m.reviewsSort,
    sortApply: m.reviewsSortApply,
    sortNewest: m.reviewsSortNewest,
    sortHighest: m.reviewsSortHighest,
    sortLowest: m.reviewsSortLowest,
    faces: [...m.reviewsFaces],
    categories: { ...m.reviewsCategories },
    writtenIn: { ...m.reviewsWrittenIn },
    by: m.reviewsBy(blank('name'), blank('date')),
    memberIn: m.reviewsMemberIn(blank('year')),
    reportOpen: m.reportOpen,
    replyBy: m.reviewsReplyBy(insurer, blank('date')),
    sortHelpful: m.reviewsSortHelpful,
    helpful: {
      mark: helpful.mark,
      marked: helpful.marked,
      one: helpful.count(1),
      many: helpful.count(blank('count')),
      failed: helpful.failed,
    },
  }
}
