import 'server-only'

/**
 * Plans' server-only code: which plan and state pages are missing, for the proxy.
 */
export { isMissingPlanPage } from './missing-pages.server'
