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
}
