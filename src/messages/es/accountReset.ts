import type { accountReset as en } from '../en/accountReset'
import type { Translation } from '../translation'

/** Catalogue namespace `accountReset` (Spanish, United States). */
export const accountReset: Translation<typeof en> = {
  metaTitle: 'Elija una contraseña nueva',
  heading: 'Elija una contraseña nueva',
  lead: 'Elija una contraseña nueva para su cuenta de Candor. Se cerrará la sesión en todos los dispositivos conectados.',
  submit: 'Guardar la contraseña nueva',
  doneText: 'Su contraseña cambió. Inicie sesión con su contraseña nueva.',
  loginLink: 'Iniciar sesión',
  forgotLink: 'Pedir un enlace nuevo',
}
