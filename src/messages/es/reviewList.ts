import type { reviewList as en } from '../en/reviewList'
import type { Translation } from '../translation'

/** Catalogue namespace `reviewList` (Spanish, United States). */
export const reviewList: Translation<typeof en> = {
  reviewsCategories: {
    overall: 'General',
    accessToCare: 'Acceso oportuno a la atención',
    customerService: 'Servicio al cliente',
    priceTransparency: 'Transparencia de precios',
  },
  reviewsHistogram: 'Calificaciones generales: elija una barra para ver solo esas reseñas',
  reviewsHistogramBar: (face: string, score: number, count: number) =>
    `${score} (${face}): ${count} ${count === 1 ? 'reseña' : 'reseñas'}`,
  reviewsShowAll: 'Ver todas las reseñas',
  reviewsShowing: (count: number | string, total: number) => `Se muestran ${count} de ${total} reseñas`,
  reviewsShowingRated: (count: number | string, matching: number, score: number, face: string) =>
    `Se muestran ${count} de ${matching} ${matching === 1 ? 'reseña calificada' : 'reseñas calificadas'} con ${score} (${face})`,
  reviewsShowMore: 'Ver más reseñas',
  reviewsLoading: 'Cargando reseñas…',
  reviewsLoadFailed: 'No se pudieron cargar las reseñas. Revise su conexión.',
  reviewsTryAgain: 'Intentar de nuevo',
  reviewsSort: 'Ordenar por',
  reviewsSortApply: 'Ordenar',
  reviewsPageTitle: (insurer: string) => `Reseñas de miembros de ${insurer}`,
  reviewsPageBack: (insurer: string) => `Volver a ${insurer}`,
  reviewsSortNewest: 'Más recientes',
  reviewsSortHighest: 'Mejor calificadas',
  reviewsSortLowest: 'Peor calificadas',
  reviewsFaces: ['pésimo', 'malo', 'regular', 'bueno', 'excelente'],
  reviewsBy: (name: string, date: string) => `${name}, ${date}`,
  reviewsWrittenIn: { en: 'En inglés', es: 'En español' },
  reviewsMemberIn: (year: number | string) => `Miembro en ${year}`,
  reportOpen: 'Denunciar esta reseña',
  reviewsSortHelpful: 'Más útiles',
  reviewsReplyBy: (insurer: string, date: string) => `Respuesta de ${insurer}, la aseguradora, ${date}`,
  responsivenessHeading: 'Cómo responde la aseguradora a las reseñas',
  responsivenessReplies: (insurer: string, percent: number, reviews: number, median: string) =>
    `${insurer} respondió al ${percent} % de ${reviews === 1 ? 'la reseña publicada' : `las ${reviews} reseñas publicadas`} en Candor en los últimos 12 meses. Tiempo medio de respuesta (mediana): ${median}.`,
  responsivenessNoReplies: (insurer: string) => `Aún no hay respuestas. ${insurer} puede responder reseñas en Candor.`,
  responsivenessNotOnCandor: (insurer: string) =>
    `No está en Candor. ${insurer} no tiene una cuenta para responder reseñas aquí.`,
  responsivenessNote:
    'Las aseguradoras responden en público, después de que Candor revisa cada respuesta según sus normas. Las respuestas nunca cambian las calificaciones de un plan.',
  durationHours: (hours: number) => (hours < 1 ? 'menos de una hora' : hours === 1 ? '1 hora' : `${hours} horas`),
  durationDays: (days: number) => (days === 1 ? '1 día' : `${days} días`),
}
