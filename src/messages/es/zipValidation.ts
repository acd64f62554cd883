import type { zipValidation as en } from '../en/zipValidation'
import type { Translation } from '../translation'

/** Catalogue namespace `zipValidation` (Spanish, United States). */
export const zipValidation: Translation<typeof en> = {
  required: 'Escriba el código postal',
  tooShort: 'El código postal debe tener al menos 5 dígitos',
  notNumeric: 'El código postal solo puede tener números',
  tooLong: 'El código postal no puede tener más de 5 dígitos',
}
