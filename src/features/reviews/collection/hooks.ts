import type { CollectionConfig, FieldHook } from 'payload'

import { deleteHelpfulMarksAfterDelete } from '../helpful-marks.server'
import { refreshRatingTotalsAfterChange, refreshRatingTotalsAfterDelete } from '../rating-totals.server'
import { RATING_FIELDS, RATING_VALUES, ratingScore, type RatingValue } from '../ratings'

/**
 * Reviews' own hooks: a plan's rating totals follow its reviews; a deleted review takes its
 * helpful marks with it.
 */
export const REVIEWS_OWN_HOOKS = {
  afterChange: [refreshRatingTotalsAfterChange],
  afterDelete: [refreshRatingTotalsAfterDelete, deleteHelpfulMarksAfterDelete],
} satisfies CollectionConfig['hooks']

/** The overall rating as 1–5, set when the review is stored, so a plan's reviews sort by score. */
export const setOverallScore: FieldHook = ({ operation, siblingData, value }) => {
  const overall = siblingData[RATING_FIELDS.overall]
  return operation === 'create' && RATING_VALUES.includes(overall) ? ratingScore(overall as RatingValue) : value
}
