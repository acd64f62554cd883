import type { rateLimits as en } from '../en/rateLimits'
import type { Translation } from '../translation'

const minutesOf = (minutes: number) => `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`
/** "Se hicieron demasiadas solicitudes" + where from + when to come back. */
const limit = (what: string) => (minutes: number) =>
  `${what} desde esta conexión. Inténtelo de nuevo en ${minutesOf(minutes)}.`

/** Catalogue namespace `rateLimits` (Spanish, United States). */
export const rateLimits: Translation<typeof en> = {
  'reviews.submit': limit('Se enviaron demasiadas reseñas'),
  'reviews.challenge': limit('Se hicieron demasiadas solicitudes de captcha'),
  'accounts.register': limit('Se crearon demasiadas cuentas'),
  'accounts.login': limit('Se hicieron demasiados intentos de inicio de sesión'),
  'accounts.loginFailures': (minutes: number) =>
    `Se escribieron demasiadas contraseñas incorrectas desde esta conexión. Inténtelo de nuevo en ${minutesOf(minutes)} o restablezca su contraseña.`,
  'accounts.loginPair': (minutes: number) =>
    `Se escribieron demasiadas contraseñas incorrectas para esta cuenta desde esta conexión. Inténtelo de nuevo en ${minutesOf(minutes)} o restablezca su contraseña.`,
  'accounts.loginAccount': limit('Se hicieron demasiados intentos de inicio de sesión para esta cuenta'),
  'accounts.registerNotice': limit('Se registró demasiadas veces esta dirección'),
  'accounts.reset': limit('Se hicieron demasiadas solicitudes para restablecer la contraseña'),
  'accounts.verify': limit('Se hicieron demasiados intentos de confirmación'),
  'accounts.write': limit('Se hicieron demasiados cambios'),
  'accounts.read': limit('Se hicieron demasiadas solicitudes'),
  'reviews.report': limit('Se enviaron demasiados reportes de reseñas'),
  'reviews.helpful': limit('Se marcaron demasiadas reseñas como útiles'),
  'reviews.helpfulDevice': limit('Se marcó esta reseña como útil demasiadas veces desde esta conexión'),
  'reports.access': limit('Se hicieron demasiadas solicitudes de informes'),
  'estimates.read': limit('Se pidieron demasiadas estimaciones de costos'),
  'plans.household': limit('Se pidieron demasiadas listas de planes para un hogar'),
  'plans.lookup': limit('Se hicieron demasiadas búsquedas de medicamentos, médicos y planes'),
  'reports.create': limit('Se crearon demasiados informes'),
  'reports.email': limit('Se enviaron demasiados correos de informes'),
  'newsletter.subscribe': limit('Se hicieron demasiadas suscripciones'),
  'newsletter.confirm': limit('Se hicieron demasiados intentos de confirmación'),
  'newsletter.unsubscribe': limit('Se hicieron demasiadas solicitudes'),
  'contact.send': limit('Se enviaron demasiados mensajes de contacto'),
  'pageViews.count': limit('Se contaron demasiadas visitas'),
}
