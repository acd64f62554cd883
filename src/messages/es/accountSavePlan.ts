import type { accountSavePlan as en } from '../en/accountSavePlan'
import type { Translation } from '../translation'

/** Catalogue namespace `accountSavePlan` (Spanish, United States). */
export const accountSavePlan: Translation<typeof en> = {
  save: 'Guardar este plan',
  saved: 'Guardado',
  saveNamed: (plan: string) => `Guardar ${plan}`,
}
