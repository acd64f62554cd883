import type { moderationFigures as en } from '../en/moderationFigures'
import type { Translation } from '../translation'

/** Catalogue namespace `moderationFigures` (Spanish, United States). */
export const moderationFigures: Translation<typeof en> = {
  received: 'Reseñas recibidas',
  published: 'Publicadas',
  rejected: 'Rechazadas',
  pending: 'En espera de revisión',
  medianTime: 'Tiempo mediano hasta una decisión',
  byRating: 'Por calificación general',
  ratingColumn: 'Calificación general',
  receivedColumn: 'Recibidas',
  publishedColumn: 'Publicadas',
  rejectedColumn: 'Rechazadas',
  shareColumn: 'Proporción rechazada de las decididas',
  ratingRow: (stars: number, rating: string) => `${stars} ${stars === 1 ? 'estrella' : 'estrellas'} (${rating})`,
  byReason: 'Rechazos por motivo',
  reasonColumn: 'Motivo',
  reviewsColumn: 'Reseñas',
  decided: (count: number) =>
    `${count} ${count === 1 ? 'reseña se decidió' : 'reseñas se decidieron'} en este período.`,
  noneYet: 'ninguna todavía',
  noDecisionsYet: 'todavía no hay decisiones',
  hours: (hours: number) => `${hours} ${hours === 1 ? 'hora' : 'horas'}`,
  days: (days: string) => `${days} días`,
  percent: (percent: number) => `${percent} %`,
}
