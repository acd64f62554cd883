import { lazyDeviceClaims, type DeviceClaims } from '@/features/accounts'

/**
 * The claim of the report this browser made before signing in (report-claims.ts), its code
 * fetched the first time a signed-in session asks, not with every page a visitor opens.
 */
export function localReportClaims(): DeviceClaims {
  return lazyDeviceClaims(() => import('./report-claims').then((module) => module.browserReportClaims()), {
    quiet: true,
  })
}
