import type { amounts as en } from '../en/amounts'
import type { Translation } from '../translation'

/** Catalogue namespace `amounts` (Spanish, United States). */
export const amounts: Translation<typeof en> = {
  notAvailable: 'No disponible',
  range: (low: string, high: string) => (low === high ? low : `de ${low} a ${high}`),
  medicalPlusDrugs: (medical: string, drugs: string) => `${medical} médico + ${drugs} medicamentos`,
}
