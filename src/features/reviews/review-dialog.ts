'use client'

import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { useCallback } from 'react'

/** The query parameter that opens the review-start dialog on any page. */
export const REVIEW_QUERY_PARAM = 'review'

/** Opens the review-start dialog over the current page by adding `?review=true`. */
export function useOpenReviewDialog(): () => void {
  const router = useRouter()
  const pathname = usePathname()
  const searchParams = useSearchParams()
  return useCallback(() => {
    const params = new URLSearchParams(searchParams.toString())
    params.set(REVIEW_QUERY_PARAM, 'true')
    router.push(`${pathname}?${params.toString()}`, { scroll: false })
  }, [router, pathname, searchParams])
}
