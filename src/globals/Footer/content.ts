import type { Payload } from 'payload'

import {
  DEFAULT_FOOTER_CONTENT,
  defaultFooterContent,
  type FooterContent,
  type FooterLink,
} from '@/features/frame/footer-content'
import type { Locale } from '@/lib/i18n'
import { messagesFor } from '@/messages'
import type { Footer } from '@/payload-types'

/** The footer global as the frame shows it; the site's own footer until an editor has saved one. */
export function footerContentOf(global: Footer | null): FooterContent {
  if (!global?.notice || !global.groups?.length) return DEFAULT_FOOTER_CONTENT
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
 * The footer in a language. Editors write the footer global in English; the Spanish frame
 * shows the site's own Spanish footer.
 */
export async function readFooterContent(payload: Payload, locale: Locale = 'en'): Promise<FooterContent> {
  if (locale !== 'en') return defaultFooterContent(messagesFor(locale).footer)
  const global = await payload.findGlobal({ slug: 'footer', depth: 0, overrideAccess: false, user: null })
  return footerContentOf(global)
}

/** The footer global's first content: the site's own footer, as a person would type it. */
export function footerSeed(): Omit<Footer, 'id'> {
  const content = DEFAULT_FOOTER_CONTENT
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

/** Saves the site's own footer into an empty footer global (a fresh install); answers whether it did. */
export async function seedFooterIfEmpty(payload: Payload): Promise<boolean> {
  const global = await payload.findGlobal({ slug: 'footer', depth: 0, overrideAccess: true })
  if (global.notice) return false
  await payload.updateGlobal({ slug: 'footer', data: footerSeed(), overrideAccess: true })
  return true
}
