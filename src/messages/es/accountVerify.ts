import type { accountVerify as en } from '../en/accountVerify'
import type { Translation } from '../translation'

/** Catalogue namespace `accountVerify` (Spanish, United States). */
export const accountVerify: Translation<typeof en> = {
  metaTitle: 'Confirme su correo electrónico',
  heading: 'Confirme su correo electrónico',
  checking: 'Confirmando su correo electrónico…',
  confirmedAccount: 'Su correo electrónico está confirmado. Ya puede iniciar sesión.',
  confirmedEmail: 'Su nuevo correo electrónico está confirmado. Lo usaremos de ahora en adelante.',
  loginLink: 'Iniciar sesión',
  profileLink: 'Ir a su perfil',
  failedHeading: 'Este enlace no funciona',
  registerLink: 'Crear una cuenta',
  forgotLink: 'Restablecer su contraseña',
}
