import type { reportReview as en } from '../en/reportReview'
import type { Translation } from '../translation'

/** Catalogue namespace `reportReview` (Spanish, United States). */
export const reportReview: Translation<typeof en> = {
  legend: '¿Por qué denuncia esta reseña?',
  reasons: {
    'not-about-experience': 'No trata de una experiencia con este plan',
    'personal-information': 'Contiene información personal',
    offensive: 'Es ofensiva o acosadora',
    'conflict-of-interest': 'Se escribió con un conflicto de intereses',
    'spam-or-duplicate': 'Es spam o está repetida',
    advertising: 'Es publicidad',
    'illegal-or-harmful': 'Tiene contenido ilegal o dañino',
  },
  submit: 'Enviar la denuncia',
  cancel: 'Cancelar',
  sending: 'Enviando…',
  failed: 'No se pudo enviar la denuncia. Inténtelo de nuevo en un momento.',
}
