import type { accountSession as en } from '../en/accountSession'
import type { Translation } from '../translation'

/** Catalogue namespace `accountSession` (Spanish, United States). */
export const accountSession: Translation<typeof en> = {
  loading: 'Cargando...',
  failedToFetchUser: 'No se pudieron obtener los datos del usuario',
  reviewDidNotUpdate: 'La reseña no se actualizó',
  savedPlansFailed: 'Error',
  savedPlanToggleFailed: 'No se pudieron cambiar sus planes guardados. Inténtelo de nuevo.',
}
