import type { ReviewsCollectionPart } from '@/features/reviews/node'

import { deleteReplyBeforeReviewDelete } from './replies.node'
import { refreshResponsivenessAfterReviewChange, refreshResponsivenessAfterReviewDelete } from './responsiveness.node'
import { recordInsurerReviewReads } from './review-reads.node'

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
