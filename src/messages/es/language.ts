import type { language as en } from '../en/language'
import type { Translation } from '../translation'

/** Catalogue namespace `language` (Spanish, United States). */
export const language: Translation<typeof en> = {
  switchLabel: 'Idioma',
  offerText: 'Esta página también está disponible en español.',
  offerAccept: 'Leerla en español',
  offerDecline: 'No, gracias',
  untranslated: 'Esta página todavía no está traducida al español.',
  readInEnglish: 'Leerla en inglés',
  inEnglish: 'En inglés',
}
