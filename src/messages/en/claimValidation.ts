/** Catalogue namespace `claimValidation` (English): the messages of the adding a review to an account. */
export const claimValidation = {
  notFound: 'This review could not be found.',
  notYours: "This review can't be added to your account.",
  claimTokenMissing: 'This review is missing its claim token.',
  accountMismatch: 'The account id does not match the signed-in account.',
} as const
