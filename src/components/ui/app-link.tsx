'use client'

import NextLink from 'next/link'
import { useRouter } from 'next/navigation'
import { forwardRef, useEffect, useRef, type AnchorHTMLAttributes } from 'react'

import { localizeHref, type Locale } from '@/lib/i18n'
import { isInternalHref, isUnknownTopLevelPath, pathnameOf } from '@/platform/routes'
import { isTrackerFreePath, trackersRunInDocument } from '@/platform/tracker-free'

import { useLocale, useOptionalFrameWords } from './locale'
import { useNavigationProgress } from './navigation-progress'

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string
  /** Opens in a new window without passing the opener or the referrer, and says so to screen readers. */
  newWindow?: boolean
  /**
   * The language of the page linked to, when it is not the current page's (the English
   * version of a page that has no Spanish one). Such a link loads the whole page.
   */
  hrefLocale?: Locale
}

const searchOf = (href: string) => (href.includes('?') ? href.slice(href.indexOf('?')).split('#')[0]! : '')

/** Links are prefetched once they come within this distance of the viewport. */
const PREFETCH_MARGIN = '200px'

/**
 * The site's one link. Internal links (a leading slash or hash) navigate client-side and
 * leave scrolling to the page-transition logic; every other link is a plain anchor. An
 * internal address is written without a language: on a Spanish page it gets the `/es` prefix.
 */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink(
  { href: bareHref, newWindow = false, hrefLocale, onClick, children, ...rest },
  forwardedRef,
) {
  const locale = useLocale()
  const opensInNewWindow = useOptionalFrameWords()?.footer.opensInNewWindow
  const targetLocale = hrefLocale ?? locale
  const href = localizeHref(bareHref, targetLocale)
  // The language is the root layout's: a page in the other language is a whole new load.
  const crossesLanguage = targetLocale !== locale
  const windowProps = newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  const router = useRouter()
  const { startNavigation } = useNavigationProgress()
  const ownRef = useRef<HTMLAnchorElement | null>(null)
  const internal = isInternalHref(href)

  useEffect(() => {
    const element = ownRef.current
    if (!internal || newWindow || crossesLanguage || !element || href.startsWith('#')) return
    // An address no route answers yet would only fetch a 404 (and log it): not prefetched.
    if (isUnknownTopLevelPath(pathnameOf(href))) return
    if (typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          router.prefetch(href)
          observer.disconnect()
        }
      },
      { rootMargin: PREFETCH_MARGIN },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [href, internal, newWindow, crossesLanguage, router])

  const setRefs = (element: HTMLAnchorElement | null) => {
    ownRef.current = element
    if (typeof forwardedRef === 'function') forwardedRef(element)
    else if (forwardedRef) forwardedRef.current = element
  }

  if (!internal || newWindow || crossesLanguage) {
    const languageProps = crossesLanguage ? { hrefLang: targetLocale } : {}
    return (
      <a ref={setRefs} href={href} onClick={onClick} {...windowProps} {...languageProps} {...rest}>
        {children}
        {newWindow && opensInNewWindow ? <span className="visually-hidden"> {opensInNewWindow}</span> : null}
      </a>
    )
  }

  return (
    <NextLink
      ref={setRefs}
      href={href}
      scroll={false}
      prefetch={false}
      onClick={(event) => {
        onClick?.(event)
        // Trackers cannot be unloaded: a page that asks health answers opens by a full load without them.
        if (!event.defaultPrevented && trackersRunInDocument() && isTrackerFreePath(pathnameOf(href), searchOf(href))) {
          event.preventDefault()
          window.location.assign(href)
        }
      }}
      onNavigate={() => startNavigation(href)}
      {...rest}
    >
      {children}
    </NextLink>
  )
})
