/** Catalogue namespace `reportValidation` (English): the messages of the quiz answers. */
export const reportValidation = {
  dateInvalid: 'Dates must be written as yyyy-mm-dd',
  birthdayRequired: 'Please enter your date of birth',
  birthdayFuture: "Date of birth can't be in the future",
  birthdayTooOld: 'Please check the year: that is more than 120 years ago',
  under18Required: 'Please say whether children under 18 will be on the plan',
  countyRequired: 'Please choose your county',
  countyInvalid: 'Choose a county from the list',
  meterInvalid: 'Choose a value from 0 to 100',
  yesNoInvalid: 'Answer yes or no',
  zipInvalid: 'Zip code must contain only numbers',
  emailInvalid: 'Please Enter a valid email',
  clientIdInvalid: 'The report key must be 16 to 64 letters, digits, - or _',
  stepInvalid: 'The quiz step is not valid',
  consentNeeded: 'Questions about health are answered only after agreeing to how the answers are used',
  moneyConsentNeeded: 'Questions about income are answered only after agreeing to how the answers are used',
} as const
