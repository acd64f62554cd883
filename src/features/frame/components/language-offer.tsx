'use client'

import { useSearchParams } from 'next/navigation'
import { useEffect, useState } from 'react'

import { useFrameWords, useLocale, usePagePath } from '@/components/ui/locale'
import { localizeHref, preferredLocale, type Locale } from '@/lib/i18n'

import { declineLanguageOffer, hasLanguageChoice, rememberLocale } from '../language-choice'

/**
 * A first visit whose browser prefers the other language is offered the same page in it,
 * in that language's words; nobody is redirected. The browser's language list is read here,
 * in the browser, so a stored page is the same for everyone. Declining is remembered.
 */
export function LanguageOffer() {
  const locale = useLocale()
  const path = usePagePath()
  const query = useSearchParams().toString()
  const m = useFrameWords().otherLanguage
  const [offered, setOffered] = useState<Locale | null>(null)

  useEffect(() => {
    if (hasLanguageChoice()) return
    const preferred = preferredLocale(navigator.languages.join(','))
    // The state follows the browser, which the server cannot know: set once after mounting.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (preferred && preferred !== locale) setOffered(preferred)
  }, [locale])

  if (!offered) return null
  return (
    <aside className="language-offer" lang={offered} aria-label={m.switchLabel}>
      <p className="language-offer__text">{m.offerText}</p>
      <a
        className="language-offer__accept"
        href={localizeHref(`${path}${query ? `?${query}` : ''}`, offered)}
        hrefLang={offered}
        onClick={() => rememberLocale(offered)}
      >
        {m.offerAccept}
      </a>
      <button
        type="button"
        className="link-button language-offer__decline"
        onClick={() => {
          declineLanguageOffer()
          setOffered(null)
        }}
      >
        {m.offerDecline}
      </button>
    </aside>
  )
}
