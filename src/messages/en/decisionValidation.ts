/** Catalogue namespace `decisionValidation` (English): the messages of the moderation decisions (staff). */
export const decisionValidation = {
  reasonRequired: 'Choose the reason for the rejection from the list',
  twoPeople: 'The editorial and the policy check must be made by two different people.',
  oneAtATime: 'Make one check at a time: the editorial and the policy check are two separate decisions.',
  final: 'A check that has been made cannot be changed. It is in the audit trail.',
  redactOnly:
    'Staff cannot rewrite a review. To remove personal information, replace the passage with [personal information removed].',
  notPending: 'This review has been rejected; its checks are closed.',
} as const
