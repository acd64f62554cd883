/** Catalogue namespace `quiz` (English). */
export const quiz = {
  metaTitle: 'Take the quiz: which insurer fits you',
  metaDescription:
    'Five short steps about where you live and what matters to you give a personal, transparent ranking of the marketplace insurers that sell plans there.',
  heading: 'Find the insurer that fits you',
  lead: 'Five short steps. Your answers give a ranking of the insurers that sell plans where you live, with every reason shown.',
  progress: (step: number, total: number) => `Step ${step} of ${total}`,
  progressLabel: 'Quiz progress',
  stepNames: ['Where', 'Who', 'Health', 'Priorities', 'Your report'],
  goToStep: (name: string) => `Go back to step: ${name}`,
  currentStep: 'current step',
  next: 'Next',
  back: 'Back',
  saving: 'Saving…',
  saveFailed: 'Your answers could not be saved just now. Please check your connection and try again.',
  resuming: 'Loading your quiz…',
  resumed: 'Welcome back. Your answers so far are kept, and you can change any of them.',
  startOver: 'Start a new quiz',
  previousReport: (date: string) => `You finished a report on ${date}.`,
  seePreviousReport: 'See that report',
  where: {
    heading: 'Where do you live?',
    lead: 'Insurers sell plans county by county, so your ZIP code decides which ones you can choose.',
    zipLabel: 'ZIP code',
    zipHint: 'Five digits, such as 77002.',
    check: 'Check ZIP code',
    unknownZip: (zip: string) =>
      `${zip} is not a ZIP code in the list Candor uses (HUD's ZIP-to-county crosswalk). Please check it, or try a neighboring ZIP code.`,
    lookupFailed: "Couldn't load plans for that zipcode",
    countyLegend: (zip: string) => `${zip} is in more than one county. Which one do you live in?`,
    countyOption: (county: string, count: number) =>
      `${county} (${count} ${count === 1 ? 'insurer product' : 'insurer products'})`,
    found: (count: number, place: string) =>
      `${count} ${count === 1 ? 'insurer product sells' : 'insurer products sell'} marketplace plans in ${place}.`,
    noneSold: 'CMS lists no marketplace plans for this county, so there is nothing to rank yet.',
    exchange: (state: string, exchange: string) =>
      `${state} runs its own health insurance marketplace, ${exchange}, and CMS publishes no plans for it. Candor can't rank plans there yet. You can shop for plans on the state's exchange:`,
    meanwhile: 'Meanwhile, these may help:',
    articleLink: 'Read: the top 3 mistakes Americans make when picking health insurance',
    newsletterLink: 'Stay in the loop: hear when Candor covers your state',
    otherZip: 'Try another ZIP code',
  },
  who: {
    heading: 'Who will the plan cover?',
    birthdayLabel: 'Your date of birth',
    birthdayHint: 'Premiums depend on age. Written as yyyy-mm-dd, such as 1988-04-21.',
    under18Legend: 'Will children under 18 be on the plan?',
    yes: 'Yes',
    no: 'No',
    moneyHeading: 'What would you pay? (optional)',
    moneyUse:
      'If you agree, your household’s size and yearly income, and the ages of the others on the plan, are used to estimate your premium tax credit at the top of your report, and for nothing else. Like the health answers, they are kept only with your report, are never sent by email, put in an address, a log or an analytics tool, or shared with anyone, and are deleted with the report.',
    moneyConsentLabel: 'I agree to answer questions about my household’s income for this use',
    moneySkipped:
      'You have not agreed, so your report shows no cost estimate. You can still estimate them on their own page:',
    householdSizeLabel: 'Household size (optional)',
    householdSizeHint:
      'Everyone on your tax return, also those the plan would not cover. Left empty, it counts you and the ages above.',
    incomeLabel: 'Yearly household income in dollars',
    incomeHint: 'The income you expect for the plan year, such as 42000.',
    coveredAgesLabel: 'Ages of the others the plan would cover (optional)',
    coveredAgesHint: 'Separated by commas, such as 38, 9, 6. Leave it empty if the plan covers only you.',
    tobaccoLabel: 'I use tobacco',
    costsLink: 'Estimate your costs',
  },
  health: {
    heading: 'Your health (optional)',
    use: 'If you agree, four questions about your health change how much each factor counts in your ranking, and nothing else. The answers are kept in Candor’s database with your report, are never sent by email, put in an address, a log or an analytics tool, or shared with anyone, and are deleted with the report: when you delete it, or 90 days after its last change if it is not saved to an account.',
    consentLabel: 'I agree to answer questions about my health for this use',
    skipped: 'You have not agreed, so the health questions are skipped. Your ranking uses your other answers.',
    preferNot: 'Prefer not to say',
    yes: 'Yes',
    no: 'No',
    questions: {
      field_ir_pregnant: 'Are you expecting, or planning, a pregnancy?',
      field_ir_diabetes: 'Do you have diabetes?',
      field_ir_medication: 'Do you take prescription medication regularly?',
      field_ir_hospitalized: 'Have you stayed in hospital in the last year, or do you expect to?',
    },
  },
  priorities: {
    heading: 'What matters most to you?',
    lead: 'Move each slider toward what you care about. The middle leaves its factors as they are.',
    meters: {
      field_ir_commsmeter: {
        label: 'Talking to the insurer is easy',
        low: 'Matters little',
        high: 'Matters a lot',
      },
      field_ir_flexibilitymeter: {
        label: 'Freedom to choose doctors and hospitals',
        low: 'Matters little',
        high: 'Matters a lot',
      },
      field_ir_paymentmeter: {
        label: 'Predictable costs when I need care',
        low: 'Matters little',
        high: 'Matters a lot',
      },
    },
    valueText: (value: number) =>
      `${value} of 100, ${value < 34 ? 'matters little' : value < 67 ? 'matters somewhat' : 'matters a lot'}`,
  },
  finish: {
    heading: 'Your report',
    lead: 'Your ranking is ready. If you like, we can email you the link so you can find it again.',
    emailLabel: 'Email (optional)',
    emailHint: 'We send one message with the link, and nothing of your answers.',
    submit: 'See my report',
    memberNote: 'Your report is saved to your profile.',
    visitorNote:
      'Without an account, this device remembers your report. Log in or register to keep it in your profile.',
  },
} as const
