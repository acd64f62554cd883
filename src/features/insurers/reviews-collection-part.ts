import type { ReviewsCollectionPart } from '@/features/reviews/server'

import { deleteReplyBeforeReviewDelete } from './replies.server'
import { refreshResponsivenessAfterReviewChange, refreshResponsivenessAfterReviewDelete } from './responsiveness.server'
import { recordInsurerReviewReads } from './review-reads.server'

/**
 * The insurers' part of the Reviews collection: their reads of reviews recorded, a review's
 * reply deleted with it, and their responsiveness kept current as reviews change.
 */
export const insurersOfReviews: ReviewsCollectionPart = {
  hooks: {
    afterChange: [refreshResponsivenessAfterReviewChange],
    afterOperation: [recordInsurerReviewReads],
    beforeDelete: [deleteReplyBeforeReviewDelete],
    afterDelete: [refreshResponsivenessAfterReviewDelete],
  },
}
