import { lazyDeviceClaims, type DeviceClaims } from '@/features/accounts'

/**
 * The claims of this browser's stored reviews (stored-review-claims.ts over localStorage),
 * with their code, the stored-review readers included, fetched the first time a session
 * asks for them rather than with every page of the site.
 */
export function lazyLocalReviewClaims(): DeviceClaims {
  return lazyDeviceClaims(() =>
    Promise.all([import('./stored-review-claims'), import('./stored-reviews')]).then(([claimsModule, storeModule]) =>
      claimsModule.storedReviewClaims(storeModule.localStoredReviews),
    ),
  )
}
