import { LANGUAGE_OFFER_COOKIE, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale } from '@/lib/i18n'

/**
 * The language a person chose, kept in a first-party cookie for a year so the proxy can
 * open English addresses in Spanish for them (src/proxy.ts). Nothing else reads it.
 */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax`
}

/** True once a person has chosen a language, or declined the offer of the other one. */
export function hasLanguageChoice(): boolean {
  return document.cookie
    .split('; ')
    .some((part) => part.startsWith(`${LOCALE_COOKIE}=`) || part.startsWith(`${LANGUAGE_OFFER_COOKIE}=`))
}

/** Remembers that a person declined the offer to read the site in the other language. */
export function declineLanguageOffer(): void {
  document.cookie = `${LANGUAGE_OFFER_COOKIE}=declined; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax`
}
