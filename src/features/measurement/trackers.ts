/**
 * The third-party measurement Candor can load (seed-spec §4, "Other"; PRODUCT.md §6 point 6):
 * an analytics service (Google Analytics 4), tag management (Google Tag Manager), session
 * recording (Microsoft Clarity) and an ad pixel (Meta). Each runs only when its id is set in
 * the environment, only after the visitor agrees, and never where health answers are asked
 * or shown.
 */
export { isTrackerFreePath } from '@/platform/tracker-free'

export type MeasurementIds = {
  analyticsId?: string
  tagManagerId?: string
  sessionRecordingId?: string
  adPixelId?: string
}

/** True when at least one tracker is configured: only then is consent asked. */
export function hasTrackers(ids: MeasurementIds): boolean {
  return Boolean(ids.analyticsId || ids.tagManagerId || ids.sessionRecordingId || ids.adPixelId)
}

/** What the Content-Security-Policy must allow for the configured trackers, by directive. */
export type TrackerSources = { script: string[]; connect: string[]; img: string[] }

export function trackerSources(ids: MeasurementIds): TrackerSources {
  const script = new Set<string>()
  const connect = new Set<string>()
  const img = new Set<string>()
  if (ids.analyticsId || ids.tagManagerId) {
    script.add('https://www.googletagmanager.com')
    for (const origin of ['https://*.google-analytics.com', 'https://*.analytics.google.com']) {
      connect.add(origin)
      img.add(origin)
    }
    connect.add('https://www.googletagmanager.com')
    img.add('https://www.googletagmanager.com')
  }
  if (ids.sessionRecordingId) {
    script.add('https://www.clarity.ms')
    script.add('https://*.clarity.ms')
    connect.add('https://*.clarity.ms')
    img.add('https://*.clarity.ms')
  }
  if (ids.adPixelId) {
    script.add('https://connect.facebook.net')
    connect.add('https://www.facebook.com')
    img.add('https://www.facebook.com')
  }
  return { script: [...script], connect: [...connect], img: [...img] }
}
