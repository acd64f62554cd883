'use client'

import NextLink from 'next/link'
import { useRouter } from 'next/navigation'
import { forwardRef, useRef, type AnchorHTMLAttributes } from 'react'

import { useNavigationProgress } from './navigation-progress'
import { isInternalHref, isUnknownTopLevelPath, pathnameOf } from '@/lib/routes'
import { footer as footerMessages } from '@/messages/en/footer'

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string
  /** Opens in a new window without passing the opener or the referrer, and says so to screen readers. */
  newWindow?: boolean
}

/**
 * The site's one link. Internal links (a leading slash or hash) navigate client-side and
 * leave scrolling to the page-transition logic; every other link is a plain anchor.
 *
 * An internal link fetches its page ahead when a person shows they may follow it: the
 * pointer comes over it, a finger touches it, or it takes the keyboard focus. Prefetching
 * every link in view instead cost a phone a dozen page payloads and their parsing right
 * after each load, on the main thread while the page was becoming usable.
 */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink(
  { href, newWindow = false, onClick, children, ...rest },
  forwardedRef,
) {
  const windowProps = newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  const router = useRouter()
  const { startNavigation } = useNavigationProgress()
  const prefetchedHref = useRef<string | null>(null)
  const internal = isInternalHref(href)

  const prefetch = () => {
    if (prefetchedHref.current === href || href.startsWith('#')) return
    prefetchedHref.current = href
    // An address no route answers yet would only fetch a 404 (and log it): not prefetched.
    if (!isUnknownTopLevelPath(pathnameOf(href))) router.prefetch(href)
  }

  if (!internal || newWindow) {
    return (
      <a ref={forwardedRef} href={href} onClick={onClick} {...windowProps} {...rest}>
        {children}
        {newWindow ? <span className="visually-hidden"> {footerMessages.opensInNewWindow}</span> : null}
      </a>
    )
  }

  return (
    <NextLink
      ref={forwardedRef}
      href={href}
      scroll={false}
      prefetch={false}
      onClick={onClick}
      onNavigate={() => startNavigation(href)}
      {...rest}
      onPointerEnter={(event) => {
        prefetch()
        rest.onPointerEnter?.(event)
      }}
      onTouchStart={(event) => {
        prefetch()
        rest.onTouchStart?.(event)
      }}
      onFocus={(event) => {
        prefetch()
        rest.onFocus?.(event)
      }}
    >
      {children}
    </NextLink>
  )
})
