'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { isUnknownTopLevelPath } from '@/platform/routes'

/**
 * Candor's own page-view count: on each page, the path alone goes to the site itself. No
 * cookie, no identifier, nothing from the query; a browser that sends Global Privacy
 * Control is not counted at all.
 */
export function PageViewCounter() {
  const pathname = usePathname()
  useEffect(() => {
    if ((navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl) return
    // The 404 page of an address no route answers is not a page of the site.
    if (isUnknownTopLevelPath(pathname)) return
    fetch('/v1/page-views', {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: pathname }),
    }).catch(() => undefined)
  }, [pathname])
  return null
}
