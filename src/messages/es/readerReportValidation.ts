import type { readerReportValidation as en } from '../en/readerReportValidation'
import type { Translation } from '../translation'

/** Catalogue namespace `readerReportValidation` (Spanish, United States). */
export const readerReportValidation: Translation<typeof en> = {
  reasonRequired: 'Elija por qué denuncia esta reseña',
  notFound: 'No encontramos esta reseña.',
  already: 'Usted ya denunció esta reseña. Gracias: se está revisando de nuevo.',
  received: 'Gracias. Nuestro equipo editorial y de políticas revisará esta reseña de nuevo.',
}
