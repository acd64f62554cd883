import type { serverErrors as en } from '../en/serverErrors'
import type { Translation } from '../translation'

/** Catalogue namespace `serverErrors` (Spanish, United States). */
export const serverErrors: Translation<typeof en> = {
  notJson: 'El cuerpo de la solicitud debe ser un objeto JSON.',
  unexpected: 'Algo salió mal de nuestro lado. No se guardó nada. Inténtelo de nuevo en un momento.',
  invalid: 'La solicitud no es válida.',
  bearerInvalid: 'Su sesión venció o no es válida. Inicie sesión de nuevo.',
  signInRequired: 'Inicie sesión para continuar.',
}
