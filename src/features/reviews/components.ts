/**
 * Reviews' React components: the review dialog and wizard, the review list, the outbox,
 * the captcha and character count.
 */
export {
  REVIEW_QUERY_PARAM,
  useDialogFollowingAddress,
  useOpenReviewDialog,
  useRemoveQueryParam,
} from './review-dialog'
export { CaptchaField, focusCaptcha } from './components/captcha-field'
export { CharacterCount } from './components/character-count'
export { MemberRatingsSummary } from './components/member-ratings'
export { ReviewBrowser } from './components/review-browser'
export { ReviewOutbox } from './components/review-outbox'
export { ReviewStartDialog } from './components/review-start-dialog'
export { ReviewWizardLoader } from './components/review-wizard-loader'
