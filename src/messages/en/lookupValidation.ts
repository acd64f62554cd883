/**
 * Catalogue namespace `lookupValidation` (English): what the drug, doctor and crosswalk look-ups
 * (`GET /v1/data/drugs`, `/providers`, `/crosswalk`), the plan list's coverage fields and the
 * account's copy of the list (`/v1/account/care_list`) say about a question they cannot ask.
 * Plain sentences, put in the reader's language by their words (translate-text.ts).
 */
export const lookupValidation = {
  queryTooShort: 'Type at least 3 letters of the name.',
  queryTooLong: 'Type a name of up to 100 characters.',
  zipInvalid: 'Enter a 5-digit ZIP code.',
  providerTypeInvalid: 'Choose a doctor (Individual) or a facility (Facility).',
  drugsInvalid: 'Give up to 10 drugs, each by its RxCUI (digits only).',
  providersInvalid: 'Give up to 10 doctors or facilities, each by its 10-digit NPI.',
  planIdInvalid: 'Enter a plan id of 14 characters, like 12345OH0010001.',
  crosswalkYearInvalid: 'Choose the plan year your current plan is from.',
  countyInvalid: 'Give the county as its 5-digit FIPS code.',
  careConsentRequired: 'Tick the box to keep your doctors and drugs in your account.',
  careDrugsInvalid: 'Give up to 10 drugs, each with its RxCUI (digits only) and its name.',
  careProvidersInvalid: 'Give up to 10 doctors or facilities, each with its 10-digit NPI and its name.',
}
