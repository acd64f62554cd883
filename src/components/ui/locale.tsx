'use client'

import { usePathname, useRouter } from 'next/navigation'
import { createContext, useContext, useMemo, type ReactNode } from 'react'

import { DEFAULT_LOCALE, localizeHref, stripLocale, type Locale } from '@/lib/i18n'
import type { FrameWords } from '@/messages/frame-words'
import type { Translation } from '@/messages/translation'

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE)
const FrameWordsContext = createContext<FrameWords | null>(null)

/** The language of the page and the frame's words, set once by the frame from the server. */
export function LocaleProvider({
  locale,
  frameWords,
  children,
}: {
  locale: Locale
  frameWords: FrameWords
  children: ReactNode
}) {
  return (
    <LocaleContext.Provider value={locale}>
      <FrameWordsContext.Provider value={frameWords}>{children}</FrameWordsContext.Provider>
    </LocaleContext.Provider>
  )
}

/** The frame's words in the page's language (src/messages/frame-words.ts). */
export function useFrameWords(): FrameWords {
  const words = useContext(FrameWordsContext)
  if (!words) throw new Error('useFrameWords needs the LocaleProvider of the site frame')
  return words
}

/** The frame's words where there may be no frame (a link in the staff admin). */
export function useOptionalFrameWords(): FrameWords | null {
  return useContext(FrameWordsContext)
}

/** The language of the page being shown. */
export function useLocale(): Locale {
  return useContext(LocaleContext)
}

/**
 * One namespace of the catalogue in the page's language. A client component imports the
 * namespace in both languages and passes both: `useMessages(headerEn, headerEs)`.
 */
export function useMessages<T>(english: T, spanish: Translation<T>): T {
  return useContext(LocaleContext) === 'es' ? (spanish as T) : english
}

/** An internal address in the page's language (`/plans/1` → `/es/plans/1` on a Spanish page). */
export function useLocalizedHref(): (href: string) => string {
  const locale = useContext(LocaleContext)
  return (href) => localizeHref(href, locale)
}

/**
 * The path of the page without its language prefix. Client code compares and builds paths
 * with it, so the server (which renders `/es/…` as `…`) and the browser agree.
 */
export function usePagePath(): string {
  return stripLocale(usePathname())
}

/**
 * Next.js's router, with every address it is given put in the page's language: code that
 * navigates writes `/plans/1` and a Spanish page goes to `/es/plans/1`.
 */
export function useAppRouter(): ReturnType<typeof useRouter> {
  const router = useRouter()
  const locale = useContext(LocaleContext)
  return useMemo(
    () => ({
      ...router,
      push: (href, options) => router.push(localizeHref(href, locale), options),
      replace: (href, options) => router.replace(localizeHref(href, locale), options),
      prefetch: (href, options) => router.prefetch(localizeHref(href, locale), options),
    }),
    [router, locale],
  )
}

/**
 * Puts a validation or server message in the page's language: the rules keep the
 * specification's English words, and the frame carries their translations
 * (src/messages/translate-text.ts). Any other text is shown as it is.
 */
export function useTranslatedText(): (text: string) => string {
  const texts = useContext(FrameWordsContext)?.texts
  return (text) => texts?.[text] ?? text
}
