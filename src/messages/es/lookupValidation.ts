import type { lookupValidation as en } from '../en/lookupValidation'
import type { Translation } from '../translation'

/** Catalogue namespace `lookupValidation` (Spanish, United States). */
export const lookupValidation: Translation<typeof en> = {
  queryTooShort: 'Escriba al menos 3 letras del nombre.',
  queryTooLong: 'Escriba un nombre de hasta 100 caracteres.',
  zipInvalid: 'Escriba un código postal de 5 dígitos.',
  providerTypeInvalid: 'Elija un médico (Individual) o un centro (Facility).',
  drugsInvalid: 'Indique hasta 10 medicamentos, cada uno por su RxCUI (solo dígitos).',
  providersInvalid: 'Indique hasta 10 médicos o centros, cada uno por su NPI de 10 dígitos.',
  planIdInvalid: 'Escriba un número de plan de 14 caracteres, como 12345OH0010001.',
  crosswalkYearInvalid: 'Elija el año del plan de su plan actual.',
  countyInvalid: 'Indique el condado por su código FIPS de 5 dígitos.',
  careConsentRequired: 'Marque la casilla para guardar sus médicos y medicamentos en su cuenta.',
  careDrugsInvalid: 'Indique hasta 10 medicamentos, cada uno con su RxCUI (solo dígitos) y su nombre.',
  careProvidersInvalid: 'Indique hasta 10 médicos o centros, cada uno con su NPI de 10 dígitos y su nombre.',
}
