import type { accountHeader as en } from '../en/accountHeader'
import type { Translation } from '../translation'

/** Catalogue namespace `accountHeader` (Spanish, United States). */
export const accountHeader: Translation<typeof en> = {
  login: 'Iniciar sesión',
  register: 'Registrarse',
  profile: 'Perfil',
  logout: 'Cerrar sesión',
}
