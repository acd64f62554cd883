import type { site as en } from '../en/site'
import type { Translation } from '../translation'

/** Catalogue namespace `site` (Spanish, United States). */
export const site: Translation<typeof en> = {
  name: 'Candor',
  tagline: 'Reseñas honestas de seguros médicos',
  description:
    'Encuentre las aseguradoras del Mercado de Seguros Médicos que venden planes en su código postal, compare las cifras oficiales de CMS con las reseñas de los miembros y obtenga una clasificación personal y transparente.',
  skipToContent: 'Ir al contenido principal',
}
