/** Catalogue namespace `costEstimate` (English): the "What would I pay?" form and its answer. */
export const costEstimate = {
  heading: 'What would I pay?',
  intro:
    'Tell Candor who needs coverage and your household’s yearly income. It estimates your tax credit and what the benchmark silver plan and the cheapest bronze plan in this area would cost you.',
  privacy:
    'Your income and ages are used only to work out this estimate: they are not put in the address, kept, logged or sent anywhere else.',
  peopleLegend: 'Who needs coverage',
  person: (number: number) => `Person ${number}`,
  age: 'Age',
  tobacco: 'Uses tobacco',
  addPerson: 'Add a person',
  removePerson: (number: number) => `Remove person ${number}`,
  householdSize: 'Household size (optional)',
  householdSizeHint:
    'Everyone on your tax return, also those who do not need coverage. Leave it empty to count the people above.',
  income: 'Yearly household income in dollars',
  incomeHint:
    'The income you expect for the plan year: the adjusted gross income of everyone on your tax return, such as 42000.',
  planYear: 'Plan year',
  yearNotPublished: (year: number) => `${year} (figures not published yet)`,
  zipcode: 'ZIP code',
  county: 'County',
  chooseCounty: 'Choose your county',
  open: 'Estimate what I would pay',
  submit: 'Estimate my costs',
  submitting: 'Estimating…',
  exchange: (state: string, name: string) =>
    `${state} runs its own marketplace, ${name}. Its site estimates tax credits and shows every plan’s price.`,
  visitExchange: (name: string) => `Go to ${name}`,
  errorSummary: 'The estimate needs a few corrections: see the fields marked below.',
  costsPageLink: 'How tax credits work, in plain words',
  careLevel: 'How much care do you expect this year?',
  careLevelHint: 'Used to estimate each plan’s yearly total, as HealthCare.gov does. Not kept.',
  careNotSure: 'Not sure',
  careLevels: {
    low: 'Low: a few check-ups',
    medium: 'Medium: some visits and prescriptions',
    high: 'High: regular care, a hospital stay possible',
  },
}
