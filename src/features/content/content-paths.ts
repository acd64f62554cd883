import { createHmac, timingSafeEqual } from 'node:crypto'

import { getEnv } from '@/lib/env'
import { DEFAULT_LOCALE, isLocale, localizeHref, type Locale } from '@/lib/i18n'
import { ROUTES } from '@/platform/routes'

/** The article the header calls "Let's Be Honest" lives at its own exact top-level address. */
export const FEATURED_ARTICLE_SLUG = ROUTES.article.slice(1)

/** The standing pages and the routes that show them. */
export const PAGE_SLUGS = {
  termsOfService: 'terms-of-service',
  privacyPolicy: 'privacy-policy',
  contact: 'contact',
} as const

export const pagePath = (slug: string) => `/${slug}`

/**
 * The privacy policy's section on consumer health data: the anchor its heading has in each
 * language's words ("Consumer health data policy", "Política de datos de salud del consumidor").
 */
const CONSUMER_HEALTH_DATA_ANCHOR: Record<Locale, string> = {
  en: 'consumer-health-data-policy',
  es: 'politica-de-datos-de-salud-del-consumidor',
}

export const consumerHealthDataPolicy = (locale: Locale) =>
  `/${PAGE_SLUGS.privacyPolicy}#${CONSUMER_HEALTH_DATA_ANCHOR[locale]}`

export const articlePath = (slug: string) => (slug === FEATURED_ARTICLE_SLUG ? ROUTES.article : `/articles/${slug}`)

export const ARTICLES_PATH = '/articles'

export const PREVIEW_ROUTE = '/v1/content/preview'

/** The preview secret: derived from the Payload secret, so it needs no setting of its own. */
export function previewSecret(): string {
  return createHmac('sha256', getEnv().payloadSecret).update('candor content preview').digest('base64url')
}

export function isPreviewSecret(value: string | null): boolean {
  const expected = Buffer.from(previewSecret())
  const given = Buffer.from(value ?? '')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * Where the admin's preview opens a page: draft mode is switched on for a signed-in editor,
 * then the page, in the language the editor is writing (English for any other code).
 */
export function livePreviewUrl(path: string, locale?: string): string {
  const page = localizeHref(path, isLocale(locale) ? locale : DEFAULT_LOCALE)
  return `${getEnv().siteUrl}${PREVIEW_ROUTE}?path=${encodeURIComponent(page)}&secret=${previewSecret()}`
}
