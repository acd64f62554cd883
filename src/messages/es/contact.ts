import type { contact as en } from '../en/contact'
import type { Translation } from '../translation'

/** Catalogue namespace `contact` (Spanish, United States). */
export const contact: Translation<typeof en> = {
  formHeading: 'Escríbanos',
  nameLabel: 'Su nombre',
  emailLabel: 'Su correo electrónico',
  emailHint: 'Le responderemos a esta dirección y no la usaremos para nada más.',
  topicLabel: '¿De qué se trata?',
  topicPlaceholder: 'Elija un tema',
  topics: {
    question: 'Una pregunta sobre Candor',
    review: 'Un problema con una reseña',
    data: 'Mis datos: verlos, descargarlos o borrarlos',
    press: 'Prensa',
    other: 'Otra cosa',
  },
  messageLabel: 'Su mensaje',
  messageHint:
    'No incluya detalles de salud ni números de identificación de miembro: no los necesitamos para ayudarle.',
  send: 'Enviar el mensaje',
  sending: 'Enviando…',
  sent: 'Gracias. Su mensaje llegó al equipo de Candor y le responderemos por correo electrónico.',
  sendAnother: 'Escribir otro mensaje',
  failed:
    'No se pudo enviar su mensaje en este momento. No se perdió nada de su lado: inténtelo de nuevo en un momento.',
  honeypotLabel: 'Deje este campo vacío',
}
