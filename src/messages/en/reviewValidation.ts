/** Catalogue namespace `reviewValidation` (English): the messages of the review form (seed-spec §5, word for word). */
export const reviewValidation = {
  overallRequired: 'Overall rating is required',
  invalidRating: 'Invalid rating selection',
  accessRequired: 'Access to care rating is required',
  customerServiceRequired: 'Customer service rating is required',
  costRequired: 'Cost rating is required',
  privateTooLong: 'Private message cannot exceed 500 characters',
  publicTooShort: 'Public message must be at least 50 characters',
  publicTooLong: 'Public message cannot exceed 1000 characters',
  nameRequired: 'Name is required',
  // Not in the specification: a bound Candor adds so a name fits wherever it is shown.
  nameTooLong: "Name can't be longer than 120 characters",
  emailRequired: 'Email is required',
  emailInvalid: 'Please Enter a valid email',
  captchaRequired: 'Please solve captcha',
  termsMustAccept: 'You must accept the Terms of Service to continue',
  termsRequired: 'Terms of Service acceptance is required at this step',
  // Not in the specification: what the server says of a captcha it cannot accept.
  captchaFailed: 'The captcha could not be verified. Please solve it again.',
  captchaUsed: 'This captcha has already been used. Please solve it again.',
  planUnknown: 'This plan could not be found. Please choose your plan again.',
  clientIdInvalid: 'This review is missing its id. Please reload the page and try again.',
  experienceYearInvalid: 'Choose a year from the last ten years, or leave it empty.',
  insurerMayContactInvalid: 'Tick the box to let the insurer contact you, or leave it empty.',
  notStored: 'Your review could not be saved just now. Please send it again in a moment.',
} as const
