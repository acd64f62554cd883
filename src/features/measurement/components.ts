/**
 * Measurement's React components: consent and trackers, the page-view counter.
 */
export { MeasurementSlot } from './components/measurement-slot'
export { PageViewCounter } from './components/page-view-counter'
