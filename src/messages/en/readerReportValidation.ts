/** Catalogue namespace `readerReportValidation` (English): the messages of the reports of a review by readers. */
export const readerReportValidation = {
  reasonRequired: 'Choose why you are reporting this review',
  notFound: 'This review could not be found.',
  already: 'You have already reported this review. Thank you: it is being checked again.',
  received: 'Thank you. Our editorial and policy team will check this review again.',
} as const
