/** Catalogue namespace `reviewStart` (English). */
export const reviewStart = {
  heading: 'Interested in writing a review?',
  lead: 'Help us narrow down the list so your plan is easier to find.',
  close: 'Close',
  zipLabel: 'Zip code',
  zipHint: 'The 5-digit ZIP code where you live.',
  submit: 'Submit',
  searching: 'Looking up plans…',
  lookupFailed: "Couldn't load plans for that zipcode",
  countyLabel: 'County',
  countyHint: (zip: string) => `${zip} is in more than one county. Which one do you live in?`,
  countyPlaceholder: 'Select a county',
  planLabel: 'Your plan',
  earlierPlans:
    'This state now runs its own marketplace. If you had one of the plans sold here through HealthCare.gov before, you can still review it:',
  planPlaceholder: 'Select a plan',
  plansFound: (count: number) => `${count} ${count === 1 ? 'insurer product' : 'insurer products'} found`,
  noPlans: 'No Plans found',
  filterLabel: 'Search by plan name (optional)',
  filterHint: 'The insurer, or the plan name on your member card, such as “Silver 10”.',
  filterCount: (shown: number, total: number) =>
    `${shown} of ${total} ${total === 1 ? 'insurer product matches' : 'insurer products match'}`,
  filterNoMatch: (words: string) => `No insurer product or plan option here matches “${words}”.`,
  matchesOption: (option: string) => `Matches plan option “${option}”`,
  ownExchange: (state: string, exchange: string) =>
    `${state} runs its own health insurance marketplace, ${exchange}, and CMS publishes no plans for it. You can shop for plans there:`,
  start: 'Start your review',
} as const
