import 'server-only'

/**
 * Measurement's server-only code: counting and reading page views.
 */
export { COUNT_DAYS, countedPathOf, countPageView, readPageViewFigures } from './page-views.server'
export type { PageViewFigures } from './page-views.server'
