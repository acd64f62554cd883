'use client'

import { useSearchParams } from 'next/navigation'

import { useLocale, usePagePath } from '@/components/ui/locale'
import { LANGUAGE_NAMES, localizeHref, type Locale } from '@/lib/i18n'

import { rememberLocale } from '../language-choice'

/**
 * The same page in the other language. Choosing it is remembered, so a later visit to an
 * address of the first language opens in the chosen one. It loads the whole page: the
 * document's language is set once, on the server.
 */
export function LanguageSwitch({
  className,
  compact = false,
  onChoose,
}: {
  className?: string
  /** From 1000 px up, shows the language's code (ES, EN); its name stays the link's name. */
  compact?: boolean
  onChoose?: () => void
}) {
  const locale = useLocale()
  const path = usePagePath()
  const query = useSearchParams().toString()
  const other: Locale = locale === 'es' ? 'en' : 'es'
  const href = localizeHref(`${path}${query ? `?${query}` : ''}`, other)
  return (
    <a
      className={['language-switch', className].filter(Boolean).join(' ')}
      href={href}
      hrefLang={other}
      lang={other}
      onClick={() => {
        rememberLocale(other)
        onChoose?.()
      }}
    >
      {compact ? (
        <>
          <span className="language-switch__name">{LANGUAGE_NAMES[other]}</span>
          <span className="language-switch__code" aria-hidden="true">
            {other.toUpperCase()}
          </span>
        </>
      ) : (
        LANGUAGE_NAMES[other]
      )}
    </a>
  )
}
