import type { accountForgot as en } from '../en/accountForgot'
import type { Translation } from '../translation'

/** Catalogue namespace `accountForgot` (Spanish, United States). */
export const accountForgot: Translation<typeof en> = {
  metaTitle: 'Olvidó su contraseña',
  heading: '¿Olvidó su contraseña?',
  lead: 'Escriba el correo electrónico de su cuenta. Le enviaremos un enlace para elegir una contraseña nueva; funciona durante una hora.',
  submit: 'Enviar el enlace',
  loginLink: 'Volver a iniciar sesión',
}
