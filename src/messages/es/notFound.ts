import type { notFound as en } from '../en/notFound'
import type { Translation } from '../translation'

/** Catalogue namespace `notFound` (Spanish, United States). */
export const notFound: Translation<typeof en> = {
  metaTitle: 'Página no encontrada',
  heading: 'No encontramos esa página',
  text: 'Es posible que la dirección tenga un error o que la página se haya movido. Estos son buenos lugares para continuar:',
  home: 'Ir a la página principal',
  quiz: 'Hacer el cuestionario',
  review: 'Escribir una reseña',
}
