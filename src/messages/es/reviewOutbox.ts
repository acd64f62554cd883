import type { reviewOutbox as en } from '../en/reviewOutbox'
import type { Translation } from '../translation'

/** Catalogue namespace `reviewOutbox` (Spanish, United States). */
export const reviewOutbox: Translation<typeof en> = {
  queuedToast: 'Su reseña está guardada en este dispositivo y se enviará automáticamente.',
  limitedToast:
    'Llegaron demasiadas reseñas desde esta conexión en la última hora: la suya está guardada en este dispositivo y se enviará más tarde.',
  sentToast: 'Su reseña se envió. Se publicará después de una revisión editorial y de políticas.',
  rejectedToast: (plan: string, reason: string) => `No se pudo enviar su reseña de ${plan}. ${reason}`,
  rejectedFallback: 'Candor no pudo aceptarla. Escríbala de nuevo.',
}
