import type { siteMail as en } from '../en/siteMail'
import type { Translation } from '../translation'

/** Catalogue namespace `siteMail` (Spanish, United States). */
export const siteMail: Translation<typeof en> = {
  hello: 'Hola:',
  signOff: 'El equipo de Candor',
  reportSubject: 'Su informe de Candor',
  reportText: (link: string) =>
    `Este es el enlace al informe de aseguradoras que hizo en Candor:\n\n${link}\n\nCualquier persona con este enlace puede abrir el informe hasta que se borre, así que no lo comparta. Un informe que no está guardado en una cuenta se borra 90 días después de su último cambio; puede borrarlo antes desde el propio informe.`,
  newsletterSubject: 'Confirme las novedades de Candor',
  newsletterText: (link: string) =>
    `Alguien, esperamos que usted, pidió recibir las novedades de Candor en esta dirección. Para confirmarlo, abra este enlace dentro de los próximos 7 días:\n\n${link}\n\nSi usted no lo pidió, ignore este mensaje: no volverá a saber de nosotros y la dirección se borrará después de 30 días.`,
  insurerDigestSubject: (count: number) =>
    count === 1
      ? 'Candor: 1 nota privada nueva para sus planes'
      : `Candor: ${count} notas privadas nuevas para sus planes`,
  insurerDigestText: (count: number, link: string) =>
    `${count === 1 ? 'Un miembro dejó una nota privada' : `Los miembros dejaron ${count} notas privadas`} con ${count === 1 ? 'una reseña' : 'reseñas'} de sus planes que Candor publicó desde el último resumen. ${count === 1 ? 'Léala' : 'Léalas'} en su bandeja (hace falta iniciar sesión); Candor nunca pone una nota en un correo:\n\n${link}`,
  replyPublishedSubject: 'La aseguradora respondió a su reseña en Candor',
  replyPublishedText: (plan: string, link: string) =>
    `La aseguradora respondió en público a su reseña de ${plan}. Candor revisó la respuesta según sus normas antes de mostrarla bajo su reseña:\n\n${link}`,
  replyStopText: (link: string) =>
    `Candor envía este correo una vez por reseña. Para no recibir más correos cuando una aseguradora responda a sus reseñas, abra: ${link}`,
  reviewPublishedSubject: 'Su reseña ya está publicada en Candor',
  reviewPublishedText: (plan: string, link: string) =>
    `Su reseña de ${plan} pasó nuestras revisiones editorial y de políticas, y ya está publicada:\n\n${link}\n\nGracias por contarles a otras personas cómo es este plan en realidad.`,
  reviewRejectedSubject: 'No pudimos publicar su reseña',
  reviewRejectedText: (plan: string, reason: string) =>
    `Gracias por su reseña de ${plan}. No pudimos publicarla por este motivo:\n\n${reason}.`,
  reviewRejectedNote: (note: string) => `Una nota de la persona que la revisó:\n${note}`,
  reviewRejectedGuidelines: (link: string) =>
    `Nuestras normas de contenido explican qué puede incluir una reseña, tanto para elogios como para quejas:\n${link}`,
  reviewRejectedWriteAgain: (link: string) => `Si quiere, puede escribir una nueva reseña de este plan:\n${link}`,
  reviewYourPlan: 'su plan',
  issueFooter: (email: string, unsubscribeLink: string) =>
    `Recibe las novedades de Candor porque confirmó ${email}.\nCancele la suscripción al instante: ${unsubscribeLink}`,
  reviewOtherReason: 'No cumple nuestras normas',
}
