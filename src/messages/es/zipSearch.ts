import type { zipSearch as en } from '../en/zipSearch'
import type { Translation } from '../translation'

/** Catalogue namespace `zipSearch` (Spanish, United States). */
export const zipSearch: Translation<typeof en> = {
  zipLabel: 'Código postal',
  zipHint: 'Cinco dígitos, por ejemplo 77002.',
  submit: 'Buscar aseguradoras',
  compareIn: (zip: string) => `Comparar con las aseguradoras de ${zip}, el código postal que buscó`,
}
