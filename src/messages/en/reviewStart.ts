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
  plansFound: (count: number) => `${count} ${count === 1 ? 'plan' : 'plans'} found`,
  noPlans: 'No Plans found',
  ownExchange: (state: string, exchange: string) =>
    `${state} runs its own health insurance marketplace, ${exchange}, and CMS publishes no plans for it. You can shop for plans there:`,
  start: 'Start your review',
} as const
