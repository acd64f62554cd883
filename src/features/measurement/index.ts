/**
 * Measurement, for code that runs anywhere: the trackers a page may load, the page-view
 * schema, the event that opens the privacy choices.
 */
export { openPrivacyChoices, PRIVACY_CHOICES_EVENT } from './choices-event'
export { pageViewSchema } from './page-view-schema'
export type { PageViewInput } from './page-view-schema'
export { hasTrackers, isTrackerFreePath, trackerSources } from './trackers'
export type { MeasurementIds, TrackerSources } from './trackers'

// Its components that read no server code: client components, and parts that only take props
export { MeasurementSlot } from './components/measurement-slot'
export { PageViewCounter } from './components/page-view-counter'
