import type { accountRegister as en } from '../en/accountRegister'
import type { Translation } from '../translation'

/** Catalogue namespace `accountRegister` (Spanish, United States). */
export const accountRegister: Translation<typeof en> = {
  metaTitle: 'Crear una cuenta',
  heading: 'Crear una cuenta',
  lead: 'Guarde sus reseñas, planes guardados e informes en un solo lugar. Le enviaremos un correo electrónico para confirmar su dirección antes de que pueda iniciar sesión.',
  submit: 'Crear la cuenta',
  haveAccount: '¿Ya tiene una cuenta?',
  loginLink: 'Iniciar sesión',
  sentHeading: 'Revise su correo electrónico',
  sentText: (email: string) =>
    `Enviamos un enlace de confirmación a ${email}. Ábralo para confirmar su dirección y luego inicie sesión. El enlace puede tardar un minuto en llegar; si no lo ve, revise su carpeta de correo no deseado.`,
  sentLogin: 'Ir a la página para iniciar sesión',
}
