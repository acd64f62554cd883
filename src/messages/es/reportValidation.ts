import type { reportValidation as en } from '../en/reportValidation'
import type { Translation } from '../translation'

/** Catalogue namespace `reportValidation` (Spanish, United States). */
export const reportValidation: Translation<typeof en> = {
  dateInvalid: 'Escriba las fechas como aaaa-mm-dd',
  birthdayRequired: 'Escriba su fecha de nacimiento',
  birthdayFuture: 'La fecha de nacimiento no puede ser en el futuro',
  birthdayTooOld: 'Revise el año: eso fue hace más de 120 años',
  under18Required: 'Indique si habrá menores de 18 años en el plan',
  countyRequired: 'Elija su condado',
  countyInvalid: 'Elija un condado de la lista',
  meterInvalid: 'Elija un valor de 0 a 100',
  yesNoInvalid: 'Responda sí o no',
  zipInvalid: 'El código postal solo puede tener números',
  emailInvalid: 'Escriba un correo electrónico válido',
  clientIdInvalid: 'La clave del informe debe tener de 16 a 64 letras, dígitos, - o _',
  stepInvalid: 'El paso del cuestionario no es válido',
  consentNeeded: 'Las preguntas de salud se responden solo después de aceptar cómo se usarán las respuestas',
  moneyConsentNeeded: 'Las preguntas sobre ingresos se responden solo después de aceptar cómo se usan las respuestas',
}
