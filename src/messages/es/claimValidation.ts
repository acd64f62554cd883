import type { claimValidation as en } from '../en/claimValidation'
import type { Translation } from '../translation'

/** Catalogue namespace `claimValidation` (Spanish, United States). */
export const claimValidation: Translation<typeof en> = {
  notFound: 'No encontramos esta reseña.',
  notYours: 'Esta reseña no se puede agregar a su cuenta.',
  claimTokenMissing: 'A esta reseña le falta su código para reclamarla.',
  accountMismatch: 'El identificador de la cuenta no coincide con la cuenta con la que inició sesión.',
}
