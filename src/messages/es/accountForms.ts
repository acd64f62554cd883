import type { accountForms as en } from '../en/accountForms'
import type { Translation } from '../translation'

/** Catalogue namespace `accountForms` (Spanish, United States). */
export const accountForms: Translation<typeof en> = {
  sending: 'Enviando…',
  unreachable: 'No pudimos comunicarnos con Candor. Revise su conexión e inténtelo de nuevo.',
  unexpected: 'Algo salió mal de nuestro lado. No se guardó nada. Inténtelo de nuevo en un momento.',
  firstName: 'Nombre',
  lastName: 'Apellido',
  email: 'Correo electrónico',
  password: 'Contraseña',
  newPassword: 'Contraseña nueva',
  currentPassword: 'Contraseña actual',
  passwordRules:
    'Al menos 10 caracteres. Evite las contraseñas comunes y las secuencias como 1234567890, y no incluya su correo electrónico.',
}
