import type { currentPlan as en } from '../en/currentPlan'
import type { Translation } from '../translation'

/** Catalogue namespace `currentPlan` (Spanish, United States). */
export const currentPlan: Translation<typeof en> = {
  heading: 'Ya tengo un plan',
  lead: (year: number | string) =>
    `Escriba el número de su plan de ${year} para ver a qué plan lo pasa HealthCare.gov. Está en su tarjeta del seguro o en su cuenta de HealthCare.gov: 14 caracteres, como 12345OH0010001.`,
  label: 'El número de su plan',
  submit: 'Ver en qué se convierte',
  keptHere: 'El número de plan que consultó por última vez, guardado solo en este dispositivo.',
  checking: 'Consultando a HealthCare.gov…',
  invalid: 'Escriba un número de plan de 14 caracteres, como 12345OH0010001.',
  samePlan: (id: string, year: number | string) => `Su plan ${id} continúa en ${year}.`,
  sameInsurer: (id: string, next: string, year: number | string) =>
    `Para ${year}, HealthCare.gov pasa ${id} a otro plan de la misma aseguradora: ${next}.`,
  otherInsurer: (id: string, next: string, year: number | string) =>
    `Para ${year}, HealthCare.gov pasa ${id} a un plan de otra aseguradora: ${next}.`,
  none: (id: string, year: number | string) =>
    `HealthCare.gov no pasa ${id} a ningún plan para ${year}: tendrá que elegir un plan nuevo.`,
  insurerLeaves: (year: number | string) =>
    `Su aseguradora no vende en HealthCare.gov en su estado en ${year}, según los archivos de CMS.`,
  unknown: 'Candor no pudo consultarlo con HealthCare.gov ahora. Inténtelo de nuevo en unos minutos.',
  priceIn: (year: number | string) => `${year}, para su hogar`,
  price: (amount: string) => `${amount} al mes después de su crédito fiscal`,
  lastYearUnpriced: 'HealthCare.gov no dio este precio.',
  priceUp: (amount: string) => `Son ${amount} al mes más que el año pasado.`,
  priceDown: (amount: string) => `Son ${amount} al mes menos que el año pasado.`,
  priceSame: 'Es lo mismo que el año pasado.',
  notListed: 'Ese plan no está en la lista de abajo para su condado.',
  codes: (level: string, reason: string) => `Códigos del cruce de HealthCare.gov: nivel ${level}, motivo ${reason}.`,
}
