/**
 * Candor's two languages and their addresses (docs/decisions/012-languages.md). English
 * pages keep their addresses; each Spanish page is the same address under `/es`. The proxy
 * serves `/es/…` with the page of `…` and tells it the language in a request header.
 */
import { isLocale, type Locale } from '@/messages/locales'

export { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@/messages/locales'

/** The path prefix of the Spanish pages. */
export const SPANISH_PREFIX = '/es'

/** The request header the proxy sets with the language of the page asked for. */
export const LOCALE_HEADER = 'x-candor-locale'

/** The request header the proxy sets with the page's address without its language prefix. */
export const PATH_HEADER = 'x-candor-path'

/** The cookie that remembers the language a person chose with the language switch (a year). */
export const LOCALE_COOKIE = 'candor-locale'
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365

/** The cookie that remembers a declined offer to read the site in Spanish. */
export const LANGUAGE_OFFER_COOKIE = 'candor-language-offer'

/** Formatting locales: numbers, money and dates as people in the United States read them. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', es: 'es-US' }

/** Open Graph's spelling of each language. */
export const OPEN_GRAPH_LOCALE: Record<Locale, string> = { en: 'en_US', es: 'es_US' }

/** Each language's name, written in that language, for the switch. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' }

/** Paths that are never pages: JSON endpoints, the admin, files. They keep one address. */
const UNLOCALIZED = /^\/(?:v1|api|admin|_next|healthz|readyz|icon|favicon|robots\.txt|sitemap\.xml)(?:[/.?#-]|$)/

/** The language of a browser path: Spanish under `/es`, English otherwise. */
export function localeOfPath(pathname: string): Locale {
  return SPANISH_PATH.test(pathname) ? 'es' : 'en'
}

const SPANISH_PATH = /^\/es(?=$|[/?#])/

/** A browser path without its language prefix: `/es/plans/1` → `/plans/1`, `/es` → `/`. */
export function stripLocale(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname
  const rest = pathname.slice(SPANISH_PREFIX.length)
  return rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest
}

/**
 * An internal href in a language: Spanish pages get the `/es` prefix, English ones lose it.
 * Hash-only links, external links and addresses that are not pages are left as they are.
 */
export function localizeHref(href: string, locale: Locale): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href
  const bare = stripLocale(href)
  if (locale === 'en' || UNLOCALIZED.test(bare)) return bare
  if (bare === '/') return SPANISH_PREFIX
  if (bare.startsWith('/?') || bare.startsWith('/#')) return `${SPANISH_PREFIX}${bare.slice(1)}`
  return `${SPANISH_PREFIX}${bare}`
}

/** True for an address a language prefix never applies to. */
export function isUnlocalizedPath(pathname: string): boolean {
  return UNLOCALIZED.test(pathname)
}

/**
 * The language a browser's Accept-Language header prefers among Candor's, or null when it
 * names neither. Quality values are honoured; `es-MX`, `es-419` and the like count as Spanish.
 */
export function preferredLocale(acceptLanguage: string | null | undefined): Locale | null {
  if (!acceptLanguage) return null
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const quality = q ? Number(q.slice(2)) : 1
      return {
        language: tag.trim().toLowerCase().split('-')[0] ?? '',
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      }
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
  const first = ranked.find((entry) => isLocale(entry.language))
  return first ? (first.language as Locale) : null
}
