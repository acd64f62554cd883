import type { newsletter as en } from '../en/newsletter'
import type { Translation } from '../translation'

/** Catalogue namespace `newsletter` (Spanish, United States). */
export const newsletter: Translation<typeof en> = {
  emailLabel: 'Su correo electrónico',
  consentLabel:
    'Envíenme las novedades de Candor por correo electrónico. Puedo cancelar cualquiera de ellas con un clic.',
  consentNote:
    'Usamos su dirección solo para estas novedades. Son las mismas para todos: nada en ellas depende de sus respuestas al cuestionario.',
  submit: 'Suscribirme',
  sending: 'Suscribiendo…',
  failed: 'No pudimos suscribirle en este momento. Inténtelo de nuevo en un momento.',
  honeypotLabel: 'Deje este campo vacío',
  confirmTitle: 'Confirme sus novedades',
  confirmChecking: 'Confirmando su suscripción…',
  confirmed:
    'Listo. Las novedades de Candor llegarán a su bandeja de entrada, y cada una trae un enlace para dejar de recibirlas.',
  unsubscribeTitle: 'Cancelar la suscripción',
  unsubscribing: 'Cancelando la suscripción…',
  unsubscribed:
    'Se canceló su suscripción y no recibirá más novedades. Puede suscribirse de nuevo en la página principal cuando quiera.',
  homeLink: 'Ir a la página principal',
}
