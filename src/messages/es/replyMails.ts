import type { replyMails as en } from '../en/replyMails'
import type { Translation } from '../translation'

/** Catalogue namespace `replyMails` (Spanish): dejar de recibir los avisos de respuestas de aseguradoras. */
export const replyMails: Translation<typeof en> = {
  title: 'Correos sobre respuestas de aseguradoras',
  question:
    'Candor le escribe una vez cuando una aseguradora responde en público a una de sus reseñas. ¿Dejar de enviar estos correos a su dirección?',
  stop: 'Dejar de recibir estos correos',
  done: 'Listo. Candor no enviará más correos a su dirección cuando una aseguradora responda a una de sus reseñas.',
  invalid:
    'Este enlace no es válido. Abra de nuevo el enlace completo del correo, o escríbanos desde la página de contacto.',
}
