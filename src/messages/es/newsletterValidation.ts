import type { newsletterValidation as en } from '../en/newsletterValidation'
import type { Translation } from '../translation'

/** Catalogue namespace `newsletterValidation` (Spanish, United States). */
export const newsletterValidation: Translation<typeof en> = {
  emailRequired: 'El correo electrónico es obligatorio',
  emailInvalid: 'Escriba un correo electrónico válido',
  consentRequired: 'Marque la casilla para aceptar recibir las novedades',
  tokenInvalid: 'Este enlace no es válido o ya venció. Suscríbase de nuevo desde la página principal.',
  checkInbox:
    'Ya casi termina: le enviamos un correo electrónico. Abra el enlace que contiene para confirmar su suscripción.',
}
