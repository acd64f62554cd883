import type { helpfulVotes as en } from '../en/helpfulVotes'
import type { Translation } from '../translation'

/** Catalogue namespace `helpfulVotes` (Spanish): marcar una reseña como útil. */
export const helpfulVotes: Translation<typeof en> = {
  mark: 'Útil',
  marked: 'Le pareció útil',
  count: (count: number | string) =>
    count === 1 ? 'A 1 persona le pareció útil' : `A ${count} personas les pareció útil`,
  notFound: 'No se encontró esta reseña.',
  staffCannotVote: 'Las cuentas del personal y de aseguradoras no pueden marcar reseñas como útiles.',
  voterInvalid: 'No se pudieron leer las marcas de este dispositivo. Vuelva a cargar la página e inténtelo de nuevo.',
  failed: 'No se pudo guardar su marca. Inténtelo de nuevo.',
}
