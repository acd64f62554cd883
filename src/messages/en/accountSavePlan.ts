/** Catalogue namespace `accountSavePlan` (English). */
export const accountSavePlan = {
  save: 'Save this plan',
  saved: 'Saved',
  saveNamed: (plan: string) => `Save ${plan}`,
} as const
