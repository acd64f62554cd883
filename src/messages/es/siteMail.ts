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
