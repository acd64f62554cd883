import type { figures as en } from '../en/figures'
import type { Translation } from '../translation'

/** Catalogue namespace `figures` (Spanish, United States). */
export const figures: Translation<typeof en> = {
  metaTitle: 'La moderación en cifras',
  metaDescription:
    'Cuántas reseñas recibió, publicó y rechazó Candor en los últimos 12 meses, por calificación y por motivo, y cuánto tarda una decisión.',
  heading: 'La moderación en cifras',
  lead: 'Todas las reseñas recibidas en los últimos 12 meses, según la calificación general que dio su autor, para que cualquiera pueda ver que las calificaciones bajas y altas se tratan igual.',
  period: (since: string, until: string) => `Del ${since} al ${until}.`,
  back: 'Volver a las normas de contenido',
}
