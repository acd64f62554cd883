/**
 * Where third-party measurement may never run (PRODUCT.md §6 point 6): the pages that ask or
 * show health answers, income (the cost estimate's own page) or hold an account, and any page while a review dialog is open. Shared
 * by the measurement feature and by AppLink, which leaves for such a page by a full load once
 * trackers run in the document.
 */
import { REVIEW_QUERY_PARAM, REVIEW_WIZARD_PARAM, ROUTES } from './routes'

const TRACKER_FREE_PREFIXES = [
  ROUTES.quiz,
  ROUTES.costs,
  '/report',
  ROUTES.profile,
  ROUTES.login,
  ROUTES.register,
  ROUTES.verifyEmail,
  ROUTES.forgotPassword,
  ROUTES.resetPassword,
]

/** True where no tracker may run: English paths and their Spanish twins under /es. */
export function isTrackerFreePath(pathname: string, search = ''): boolean {
  const path = pathname === '/es' ? '/' : pathname.startsWith('/es/') ? pathname.slice(3) : pathname
  if (TRACKER_FREE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return true
  const params = new URLSearchParams(search)
  return params.has(REVIEW_WIZARD_PARAM) || params.has(REVIEW_QUERY_PARAM)
}

/** Set on <html> while trackers run in the document. */
export const TRACKERS_LOADED_ATTRIBUTE = 'data-trackers'

export function trackersRunInDocument(): boolean {
  return typeof document !== 'undefined' && document.documentElement.hasAttribute(TRACKERS_LOADED_ATTRIBUTE)
}
