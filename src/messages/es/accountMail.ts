import type { accountMail as en } from '../en/accountMail'
import type { Translation } from '../translation'

/** Catalogue namespace `accountMail` (Spanish, United States). */
export const accountMail: Translation<typeof en> = {
  hello: (firstName: string) => `Hola, ${firstName}:`,
  signOff: 'El equipo de Candor',
  verificationSubject: 'Confirme su correo electrónico en Candor',
  verificationText: (link: string) =>
    `Confirme que esta es su dirección de correo electrónico para poder iniciar sesión en Candor:\n\n${link}\n\nSi usted no creó una cuenta en Candor, ignore este mensaje y no pasará nada.`,
  resetSubject: 'Restablezca su contraseña de Candor',
  resetText: (link: string) =>
    `Alguien, esperamos que usted, pidió restablecer la contraseña de su cuenta de Candor. Elija una nueva aquí durante la próxima hora:\n\n${link}\n\nEl enlace funciona una sola vez. Si usted no lo pidió, ignore este mensaje: su contraseña sigue igual.`,
  emailChangeSubject: 'Confirme su nuevo correo electrónico en Candor',
  emailChangeText: (link: string) =>
    `Confirme esta nueva dirección de correo electrónico para su cuenta de Candor:\n\n${link}\n\nHasta que lo haga, seguiremos usando su dirección anterior. El enlace funciona durante 24 horas.`,
  takenSubject: 'Alguien intentó crear una cuenta de Candor con su correo',
  takenText: (loginLink: string, resetLink: string) =>
    `Alguien, quizá usted, intentó crear una cuenta nueva de Candor con esta dirección de correo. Usted ya tiene una, así que no se creó nada.\n\nInicie sesión aquí: ${loginLink}\n¿Olvidó su contraseña? Elija una nueva aquí: ${resetLink}\n\nSi no fue usted, ignore este mensaje: su cuenta sigue como está.`,
  deletedSubject: 'Se borró su cuenta de Candor',
  deletedText:
    'Tal como lo pidió, se borraron su cuenta de Candor y los datos personales que contenía. Gracias por ayudar a otras personas a elegir su plan médico.',
}
