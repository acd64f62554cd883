import type { reviewValidation as en } from '../en/reviewValidation'
import type { Translation } from '../translation'

/** Catalogue namespace `reviewValidation` (Spanish, United States). */
export const reviewValidation: Translation<typeof en> = {
  overallRequired: 'La calificación general es obligatoria',
  invalidRating: 'La calificación elegida no es válida',
  accessRequired: 'La calificación del acceso a la atención es obligatoria',
  customerServiceRequired: 'La calificación del servicio al cliente es obligatoria',
  costRequired: 'La calificación del costo es obligatoria',
  privateTooLong: 'El mensaje privado no puede tener más de 500 caracteres',
  publicTooShort: 'El mensaje público debe tener al menos 50 caracteres',
  publicTooLong: 'El mensaje público no puede tener más de 1000 caracteres',
  nameRequired: 'El nombre es obligatorio',
  nameTooLong: 'El nombre no puede tener más de 120 caracteres',
  emailRequired: 'El correo electrónico es obligatorio',
  emailInvalid: 'Escriba un correo electrónico válido',
  captchaRequired: 'Resuelva el captcha',
  termsMustAccept: 'Para continuar, debe aceptar los Términos de servicio',
  termsRequired: 'En este paso es obligatorio aceptar los Términos de servicio',
  captchaFailed: 'No se pudo verificar el captcha. Resuélvalo de nuevo.',
  captchaUsed: 'Este captcha ya se usó. Resuélvalo de nuevo.',
  planUnknown: 'No encontramos este plan. Elija su plan otra vez.',
  clientIdInvalid: 'A esta reseña le falta su identificador. Vuelva a cargar la página e inténtelo de nuevo.',
  experienceYearInvalid: 'Elija un año de los últimos diez, o déjelo vacío.',
  insurerMayContactInvalid: 'Marque la casilla para que la aseguradora pueda contactarle, o déjela vacía.',
  notStored: 'No pudimos guardar su reseña en este momento. Envíela de nuevo en un momento.',
}
