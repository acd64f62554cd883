import type { decisionValidation as en } from '../en/decisionValidation'
import type { Translation } from '../translation'

/** Catalogue namespace `decisionValidation` (Spanish, United States). */
export const decisionValidation: Translation<typeof en> = {
  reasonRequired: 'Elija de la lista el motivo del rechazo',
  twoPeople: 'La revisión editorial y la de políticas deben hacerlas dos personas distintas.',
  oneAtATime: 'Haga una revisión cada vez: la revisión editorial y la de políticas son dos decisiones separadas.',
  final: 'Una revisión ya hecha no se puede cambiar. Consta en el registro de auditoría.',
  redactOnly:
    'El personal no puede reescribir una reseña. Para quitar información personal, reemplace el pasaje por [personal information removed].',
  notPending: 'Esta reseña fue rechazada; sus revisiones están cerradas.',
}
