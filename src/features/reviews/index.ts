/**
 * Reviews, for code that runs anywhere: ratings, the review schemas and addresses, review
 * pages, the claims kept in the browser.
 */
export {
  CLIENT_ID_FIELD,
  HONEYPOT_FIELD,
  REVIEW_CHALLENGE_ENDPOINT,
  REVIEW_SUBMISSION_CONTEXT,
  REVIEWS_ENDPOINT,
} from './contract'
export type { AcceptedReview } from './contract'
export {
  MIN_REVIEWS_FOR_AVERAGE,
  NEUTRAL_MEAN,
  RATING_CATEGORIES,
  RATING_FIELDS,
  RATING_SPEC_FIELDS,
  RATING_VALUES,
  RATINGS,
  ratingScore,
  reviewsNeededForAverage,
  SHRINKAGE_WEIGHT,
  shrunkAverage,
  summariseTotals,
} from './ratings'
export type { CategorySummary, RatingCategory, RatingName, RatingValue } from './ratings'
export {
  hrefWithoutParam,
  REVIEW_QUERY_PARAM,
  REVIEW_WIZARD_PARAM,
  reviewListHref,
  reviewWizardHref,
} from './review-links'
export { readReviewListQuery, REVIEW_SORTS, REVIEWS_PAGE_SIZE, REVIEWS_SHOWN_MAX } from './review-page'
export { reviewBrowserWords } from './review-browser-words'
export type { ReviewBrowserWords } from './review-browser-words'
export type { ReviewSort } from './review-page'
export { NAME_MAX, PRIVATE_MESSAGE_MAX, PUBLIC_MESSAGE_MAX, PUBLIC_MESSAGE_MIN, REVIEW_FIELDS } from './review-fields'
export type { ReviewFieldName } from './review-fields'
export { PUBLIC_ANSWER_FIELDS, REDACTABLE_ANSWER_FIELDS, storedAnswersOf } from './review-field-keys'
export type { StoredAnswers } from './review-field-keys'
export {
  fieldErrors,
  REVIEW_MESSAGES,
  reviewPayloadSchema,
  stepOneSchema,
  stepThreeSchema,
  stepTwoSchema,
} from './schema'
export type { RatingField, ReviewFormFields, ReviewPayload } from './schema'
export { lazyLocalReviewClaims } from './local-review-claims'

// Its components that read no server code: client components, and parts that only take props
export { useDialogFollowingAddress, useOpenReviewDialog, useRemoveQueryParam } from './review-dialog'
export { CaptchaField, focusCaptcha } from './components/captcha-field'
export { CharacterCount } from './components/character-count'
export { ReviewBrowser } from './components/review-browser'
export { ReviewOutbox } from './components/review-outbox'
export { ReviewStartDialog } from './components/review-start-dialog'
export { ReviewWizardLoader } from './components/review-wizard-loader'
