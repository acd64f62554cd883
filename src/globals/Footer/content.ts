import type { Payload } from 'payload'

import { DEFAULT_FOOTER_CONTENT, defaultFooterContent, type FooterContent, type FooterLink } from '@/features/frame'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n'
import { messagesFor } from '@/messages'
import type { Footer } from '@/payload-types'

import { seedGlobalInEachLocale } from '../seed-in-each-locale'
import { asSystem } from '@/lib/as-system'

/** The footer global as the frame shows it; the site's own footer until an editor has saved one. */
export function footerContentOf(
  global: Footer | null,
  fallback: FooterContent = DEFAULT_FOOTER_CONTENT,
): FooterContent {
  if (!global?.notice || !global.groups?.length) return fallback
  return {
    notice: global.notice,
    groups: global.groups.map((group) => ({
      heading: group.heading,
      links: (group.links ?? []).map((link): FooterLink =>
        link.kind === 'link'
          ? { kind: 'link', label: link.label, href: link.href ?? '/' }
          : { kind: link.kind, label: link.label },
      ),
    })),
    social: {
      heading: global.socialHeading,
      links: (global.social ?? []).map((link) => ({ network: link.network, label: link.label, href: link.href })),
    },
  }
}

/**
 * The footer in a language, as editors wrote it in that language; the site's own footer in
 * that language until they have.
 */
export async function readFooterContent(payload: Payload, locale: Locale = DEFAULT_LOCALE): Promise<FooterContent> {
  const global = await payload.findGlobal({
    slug: 'footer',
    depth: 0,
    locale,
    fallbackLocale: false,
    overrideAccess: false,
    user: null,
  })
  return footerContentOf(global, defaultFooterContent(messagesFor(locale).footer))
}

/** The footer global's first content in a language: the site's own footer, as a person would type it. */
export function footerSeed(locale: Locale = DEFAULT_LOCALE): Omit<Footer, 'id'> {
  const content = defaultFooterContent(messagesFor(locale).footer)
  return {
    notice: content.notice,
    groups: content.groups.map((group) => ({
      heading: group.heading,
      links: group.links.map((link) => ({
        label: link.label,
        kind: link.kind,
        href: link.kind === 'link' ? link.href : null,
      })),
    })),
    socialHeading: content.social.heading,
    social: content.social.links.map((link) => ({ network: link.network, label: link.label, href: link.href })),
  }
}

/** Saves the site's own footer in each language the footer global has none in; answers those languages. */
export function seedFooterIfEmpty(payload: Payload): Promise<Locale[]> {
  return seedGlobalInEachLocale(
    payload,
    'footer',
    (global) => Boolean(global.notice),
    async (locale) => {
      await payload.updateGlobal({ slug: 'footer', locale, data: footerSeed(locale), ...asSystem('seed') })
    },
  )
}
