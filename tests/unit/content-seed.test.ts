import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { CONTENT_SEED, CONTENT_SEED_DIR, readSeedText } from '@/features/content/server'

const read = (...parts: string[]) => {
  const file = path.join(CONTENT_SEED_DIR, ...parts)
  return readSeedText(fs.readFileSync(file, 'utf8'), file)
}

const headingLevels = (markdown: string) => [...markdown.matchAll(/^(#{1,6}) /gm)].map((match) => match[1]!.length)

/** Where the links go; HealthCare.gov's home page has its Spanish twin. */
const linkTargets = (markdown: string) =>
  [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!.replace(/^https:\/\/www\.cuidadodesalud\.gov\/?$/, 'https://www.healthcare.gov'))
    .map((target) => target.replace(/^https:\/\/www\.healthcare\.gov\/$/, 'https://www.healthcare.gov'))

/** Every figure the text states, in order of size: a translation says the same numbers. */
const figures = (markdown: string) =>
  [...markdown.replace(/\]\([^)]*\)/g, ']').matchAll(/\d[\d,.]*\d|\d/g)].map((match) => match[0]!).sort()

describe('the Spanish seed texts', () => {
  const translated = CONTENT_SEED.filter((entry) => fs.existsSync(path.join(CONTENT_SEED_DIR, 'es', entry.file)))

  it('exist for every standing page and the article', () => {
    expect(translated.map((entry) => entry.file).sort()).toEqual(CONTENT_SEED.map((entry) => entry.file).sort())
  })

  it.each(CONTENT_SEED.map((entry) => [entry.file]))(
    '%s has the sections, links and figures of the English',
    (file) => {
      const english = read(file)
      const spanish = read('es', file)
      expect(spanish.title).not.toBe(english.title)
      expect(spanish.summary).not.toBe(english.summary)
      expect(headingLevels(spanish.markdown)).toEqual(headingLevels(english.markdown))
      expect(linkTargets(spanish.markdown)).toEqual(linkTargets(english.markdown))
      expect(figures(spanish.markdown)).toEqual(figures(english.markdown))
    },
  )
})
