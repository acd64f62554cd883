import { describe, expect, it } from 'vitest'

import { isUnknownTopLevelPath } from '@/platform/routes'
import { localeOfPath, localizeHref, preferredLocale, stripLocale } from '@/lib/i18n'

describe('languages and addresses', () => {
  it('finds Spanish under /es only', () => {
    expect(localeOfPath('/es')).toBe('es')
    expect(localeOfPath('/es/plans/1')).toBe('es')
    expect(localeOfPath('/es?review=true')).toBe('es')
    expect(localeOfPath('/plans/1')).toBe('en')
    expect(localeOfPath('/espanol')).toBe('en')
    expect(localeOfPath('/estates')).toBe('en')
  })

  it('takes the prefix off a Spanish path and leaves English ones alone', () => {
    expect(stripLocale('/es')).toBe('/')
    expect(stripLocale('/es/plans/state/tx')).toBe('/plans/state/tx')
    expect(stripLocale('/es?review=true')).toBe('/?review=true')
    expect(stripLocale('/quiz')).toBe('/quiz')
  })

  it('puts internal addresses in a language, and only pages', () => {
    expect(localizeHref('/plans/1', 'es')).toBe('/es/plans/1')
    expect(localizeHref('/', 'es')).toBe('/es')
    expect(localizeHref('/?review=true', 'es')).toBe('/es?review=true')
    expect(localizeHref('/es/plans/1', 'es')).toBe('/es/plans/1')
    expect(localizeHref('/es/plans/1', 'en')).toBe('/plans/1')
    expect(localizeHref('/Top-3-Mistakes-Americans-Make-When-Picking-Health-Insurance', 'en')).toBe(
      '/Top-3-Mistakes-Americans-Make-When-Picking-Health-Insurance',
    )
    for (const path of ['/v1/data/plans', '/api/reviews', '/admin', '/sitemap.xml', '/robots.txt', '/healthz']) {
      expect(localizeHref(path, 'es')).toBe(path)
    }
    expect(localizeHref('#stay-in-the-loop', 'es')).toBe('#stay-in-the-loop')
    expect(localizeHref('https://www.healthcare.gov/', 'es')).toBe('https://www.healthcare.gov/')
  })

  it('knows Spanish pages as pages of the site', () => {
    expect(isUnknownTopLevelPath('/es/plans/1')).toBe(false)
    expect(isUnknownTopLevelPath('/es')).toBe(false)
    expect(isUnknownTopLevelPath('/es/nowhere')).toBe(true)
  })

  it('reads the preferred language of a browser', () => {
    expect(preferredLocale('es-MX,es;q=0.9,en;q=0.8')).toBe('es')
    expect(preferredLocale('en-US,en;q=0.9,es;q=0.8')).toBe('en')
    expect(preferredLocale('fr-FR,fr;q=0.9,es;q=0.5')).toBe('es')
    expect(preferredLocale('en;q=0.2,es-419;q=0.7')).toBe('es')
    expect(preferredLocale('es;q=0,en')).toBe('en')
    expect(preferredLocale('de-DE')).toBeNull()
    expect(preferredLocale('')).toBeNull()
  })
})

describe('state names', () => {
  it('are written as Spanish writes them on Spanish pages, and as before in English', async () => {
    const { stateName } = await import('@/lib/us-states')
    expect(stateName('NC', 'es')).toBe('Carolina del Norte')
    expect(stateName('NC')).toBe('North Carolina')
    expect(stateName('TX', 'es')).toBe('Texas')
    expect(stateName('ZZ', 'es')).toBe('ZZ')
  })
})
