import type { accountLogin as en } from '../en/accountLogin'
import type { Translation } from '../translation'

/** Catalogue namespace `accountLogin` (Spanish, United States). */
export const accountLogin: Translation<typeof en> = {
  metaTitle: 'Iniciar sesión',
  heading: 'Iniciar sesión',
  lead: 'Inicie sesión para guardar sus reseñas, planes guardados e informes en su perfil.',
  needsScript:
    'Para iniciar sesión se necesita JavaScript: su navegador guarda su sesión. Active JavaScript para este sitio y luego inicie sesión. Todo lo demás en Candor funciona sin él.',
  submit: 'Iniciar sesión',
  forgotLink: '¿Olvidó su contraseña?',
  noAccount: '¿Es nuevo en Candor?',
  registerLink: 'Crear una cuenta',
  alreadyIn: 'Ya inició sesión.',
  profileLink: 'Ir a su perfil',
  resendLink: 'Enviar de nuevo el enlace de confirmación',
  resending: 'Enviando…',
}
