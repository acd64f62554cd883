/** Catalogue namespace `language` (English): the language switch and the offer of the other language. */
export const language = {
  switchLabel: 'Language',
  /** Shown on a Spanish page to a browser that prefers English, so written in English. */
  offerText: 'This page is also available in English.',
  offerAccept: 'Read it in English',
  offerDecline: 'No thanks',
  /** A page an editor has not yet written in Spanish. */
  untranslated: 'This page has not been translated into Spanish yet.',
  readInEnglish: 'Read it in English',
  /** Beside an article, in a Spanish list, that is written in English only. */
  inEnglish: 'In English',
} as const
