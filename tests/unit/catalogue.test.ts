import { describe, expect, it } from 'vitest'

import { catalogues } from '@/messages'

/** Every key path of a catalogue with the kind of its value (functions with their arity). */
function shapeOf(value: unknown, path = ''): Record<string, string> {
  if (typeof value === 'function') return { [path]: `function/${value.length}` }
  if (typeof value === 'string') return { [path]: 'string' }
  if (Array.isArray(value)) {
    return Object.assign(
      { [path]: `array/${value.length}` },
      ...value.map((item, index) => shapeOf(item, `${path}[${index}]`)),
    )
  }
  if (value && typeof value === 'object') {
    return Object.assign(
      {},
      ...Object.entries(value).map(([key, item]) => shapeOf(item, path ? `${path}.${key}` : key)),
    )
  }
  return { [path]: typeof value }
}

/** Every string a catalogue holds, with its key path. */
function stringsOf(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringsOf(item, path ? `${path}.${key}` : key))
  }
  return []
}

describe('the catalogue', () => {
  const english = shapeOf(catalogues.en)
  const spanish = shapeOf(catalogues.es)

  it('has every English key in Spanish, of the same kind', () => {
    const missing = Object.keys(english).filter((key) => spanish[key] === undefined)
    const different = Object.keys(english).filter((key) => spanish[key] !== undefined && spanish[key] !== english[key])
    expect(missing).toEqual([])
    expect(different).toEqual([])
  })

  it('has no Spanish key that English lacks', () => {
    expect(Object.keys(spanish).filter((key) => english[key] === undefined)).toEqual([])
  })

  it('has no empty text in either language', () => {
    for (const locale of ['en', 'es'] as const) {
      expect(
        stringsOf(catalogues[locale])
          .filter(([, text]) => text.trim() === '')
          .map(([key]) => key),
      ).toEqual([])
    }
  })

  it('has Spanish words, not English ones left in place, for the sentences people read', () => {
    const englishText = new Map(stringsOf(catalogues.en))
    // Proper names and figures are the same in both languages; sentences are not.
    const untranslated = stringsOf(catalogues.es)
      .filter(([key, text]) => text.split(' ').length >= 4 && englishText.get(key) === text)
      .map(([key]) => key)
    expect(untranslated).toEqual([])
  })

  it('says the same thing with the same values in both languages', () => {
    // A sample of sentences with values: each value appears in the Spanish sentence too.
    expect(catalogues.es.quiz.progress(2, 5)).toMatch(/2.*5/)
    expect(catalogues.es.insurerFigures.stars(4)).toContain('4')
    expect(catalogues.es.footer.copyright(2026)).toContain('2026')
  })
})

describe('messages that travel as text', () => {
  it('has one Spanish sentence for each English one, whichever rule makes it', async () => {
    const { textTranslations, translateText } = await import('@/messages/translate-text')
    const table = textTranslations('es')
    const namespaces = Object.keys(catalogues.en).filter(
      (name) => name.endsWith('Validation') || name === 'serverErrors',
    )
    for (const name of namespaces) {
      const english = catalogues.en[name as keyof typeof catalogues.en] as Record<string, string>
      const spanish = catalogues.es[name as keyof typeof catalogues.es] as Record<string, string>
      for (const [key, text] of Object.entries(english)) {
        // A sentence made with figures is written in the request's language by its caller.
        if (typeof text !== 'string') continue
        // The same English words never need two different Spanish ones.
        expect(table[text], `${name}.${key}`).toBe(spanish[key])
      }
    }
    expect(translateText('Please enter zip code', 'es')).toBe(catalogues.es.zipValidation.required)
    expect(translateText('Please enter zip code', 'en')).toBe('Please enter zip code')
    expect(translateText('A sentence of no rule', 'es')).toBe('A sentence of no rule')
  })
})

describe('the sentences that travel as text', () => {
  it('are all text, in every language (a sentence made with figures never travels to a page)', async () => {
    const { textTranslations } = await import('@/messages/translate-text')
    const table = textTranslations('es')
    expect(Object.keys(table).length).toBeGreaterThan(50)
    for (const [english, spanish] of Object.entries(table)) {
      expect(typeof spanish, english).toBe('string')
    }
  })
})
