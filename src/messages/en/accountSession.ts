/** Catalogue namespace `accountSession` (English). */
export const accountSession = {
  loading: 'Loading...',
  failedToFetchUser: 'Failed to fetch user details',
  reviewDidNotUpdate: "Review didn't update",
  savedPlansFailed: 'Failed',
  savedPlanToggleFailed: 'Your saved plans could not be changed. Please try again.',
} as const
