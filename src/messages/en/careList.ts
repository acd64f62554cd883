/**
 * Catalogue namespace `careList` (English): the shopper's doctors and drugs on the results page,
 * and what each plan says of them (product brief §15).
 */
export const careList = {
  heading: 'Your doctors and drugs',
  lead: 'Add the drugs you take and the doctors or hospitals you want to keep, up to 10 of each. Each plan then says whether it covers them, as HealthCare.gov answers.',
  kept: 'Your list is kept on this device only. It is health information: Candor puts it in no address and no analytics.',
  deviceOnly: 'Kept on this device only.',
  signInToKeep: 'Sign in to keep it in your account too',
  keepInAccount: 'Keep this list in my account',
  keepDescription:
    'Your doctors and drugs are health information. Candor keeps them only to check plans for you, shows them to no one (Candor’s staff included), includes them in “Download my data” and deletes them with your account. Untick the box to remove them from your account.',
  keptInAccount: 'Kept in your account.',
  removedFromAccount: 'Removed from your account; this device still keeps the list.',
  accountFailed: 'Your account could not be reached; the list is still on this device.',
  drugLabel: 'Add a drug',
  providerLabel: 'Add a doctor or facility',
  queryHint: 'Type at least 3 letters of the name, then choose from the list with the arrow keys and Enter.',
  providerNear: (zip: string) => `Candor searches near ZIP code ${zip}.`,
  providerType: 'Looking for',
  providerTypes: { Individual: 'A doctor', Facility: 'A hospital or facility' },
  searching: 'Searching…',
  suggestions: (count: number | string) =>
    count === 1 ? '1 suggestion. Use the arrow keys to choose.' : `${count} suggestions. Use the arrow keys to choose.`,
  noMatch: 'Nothing found by that name.',
  unavailable:
    'Looking up drugs and doctors needs Candor’s connection to HealthCare.gov, which is not available right now.',
  failed: 'The search could not be made. Please try again.',
  full: 'Your list has 10 of these already: remove one to add another.',
  remove: (name: string) => `Remove ${name}`,
  added: (name: string) => `${name} added to your list.`,
  removed: (name: string) => `${name} removed from your list.`,
  drugs: 'Drugs',
  providers: 'Doctors and facilities',
  empty: 'Nothing on your list yet.',
  check: 'Check the plans for my list',
  needsScript: 'Your list of doctors and drugs needs JavaScript in your browser.',
  miles: (miles: string) => `${miles} mi away`,
  notAccepting: 'not taking new patients',
  linesLabel: (plan: string) => `Your doctors and drugs in ${plan}`,
  drugCoverage: {
    Covered: 'Covered',
    NotCovered: 'Not covered',
    GenericCovered: 'Generic covered',
    DataNotProvided: 'The insurer gave no answer',
    Unknown: 'Could not check',
  },
  providerCoverage: {
    Covered: 'In network',
    NotCovered: 'Not in network',
    GenericCovered: 'In network',
    DataNotProvided: 'The insurer gave no answer',
    Unknown: 'Could not check',
  },
  coversAll: 'Covers all my doctors and drugs',
  couldNotCheck:
    'HealthCare.gov could not say for some plans, shown as “Could not check”: ask the insurer before you choose.',
}
