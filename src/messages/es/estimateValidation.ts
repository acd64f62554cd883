import type { estimateValidation as en } from '../en/estimateValidation'
import type { Translation } from '../translation'

/** Catalogue namespace `estimateValidation` (Spanish, United States). */
export const estimateValidation: Translation<typeof en> = {
  planYearRequired: 'Elija un año del plan.',
  planYearNotPublished: 'Las cifras del crédito fiscal de este año del plan aún no se han publicado.',
  incomeRequired: 'Escriba los ingresos anuales de su hogar en dólares.',
  incomeNegative: 'Los ingresos anuales no pueden ser inferiores a $0.',
  incomeTooHigh: 'Escriba unos ingresos anuales de hasta $100,000,000.',
  peopleRequired: 'Añada al menos una persona que necesite cobertura.',
  peopleTooMany: 'Calcule hasta 12 personas a la vez.',
  ageInvalid: 'Escriba la edad de cada persona como número entero de 0 a 120.',
  tobaccoInvalid: 'Indique sí o no sobre el consumo de tabaco.',
  householdSizeInvalid: 'Escriba el tamaño del hogar como número entero de 1 a 20.',
  householdSizeTooSmall: 'El hogar no puede ser menor que el número de personas que necesitan cobertura.',
  countyInvalid: 'Elija un condado.',
  countyNotInZip: 'Ese condado no está en este código postal.',
  countyRequired: 'Este código postal abarca más de un condado: elija el suyo.',
  zipUnknown: 'Candor no conoce este código postal.',
  plansYearNotOffered: 'Candor muestra planes desde el año del plan 2025 hasta el que está a la venta ahora.',
  utilizationInvalid: 'Elija cuánta atención médica espera este año: poca, media o mucha.',
}
