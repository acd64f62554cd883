/**
 * Measurement's server code, for Next's server and plain Node alike (the Payload config and the
 * scripts load it): counting and reading page views; its tables.
 */
export { MEASUREMENT_TABLES } from './tables'
export { COUNT_DAYS, countedPathOf, countPageView, readPageViewFigures } from './page-views.server'
export type { PageViewFigures } from './page-views.server'
