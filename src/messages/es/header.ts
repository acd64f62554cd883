import type { header as en } from '../en/header'
import type { Translation } from '../translation'

/** Catalogue namespace `header` (Spanish, United States). */
export const header: Translation<typeof en> = {
  homeLabel: 'Candor, ir a la página principal',
  mainNavLabel: 'Principal',
  findByZip: 'Aseguradoras por código postal',
  whatWouldIPay: '¿Cuánto pagaría?',
  takeQuiz: 'Cuestionario',
  stayInTheLoop: 'Novedades',
  writeReview: 'Escribir reseña',
  letsBeHonest: 'Seamos honestos',
  openMenu: 'Abrir el menú',
  closeMenu: 'Cerrar el menú',
  menuSwitch: 'Menú',
  accountLabel: 'Cuenta',
}
