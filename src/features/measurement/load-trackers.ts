/**
 * Loads the configured trackers into the page and sends page views. Called only after the
 * visitor agreed, and only on a page where trackers may run (`isTrackerFreePath`).
 */
import type { MeasurementIds } from './trackers'

type Queue = unknown[]
type MeasurementWindow = Window & {
  dataLayer?: Queue
  gtag?: (...args: unknown[]) => void
  clarity?: ((...args: unknown[]) => void) & { q?: unknown[] }
  fbq?: ((...args: unknown[]) => void) & { queue?: unknown[]; loaded?: boolean; version?: string }
  _fbq?: unknown
}

let loadedIds: MeasurementIds | null = null

/** True once trackers run in this document: leaving for a tracker-free page then reloads it. */
export function trackersAreLoaded(): boolean {
  return loadedIds !== null
}

function addScript(src: string): void {
  const script = document.createElement('script')
  script.async = true
  script.src = src
  document.head.appendChild(script)
}

/** Session recording starts once the page is interactive, after its own work is done. */
function whenInteractive(run: () => void): void {
  const start = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run)
    else window.setTimeout(run, 1)
  }
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
}

export function loadTrackers(ids: MeasurementIds): void {
  if (loadedIds) return
  loadedIds = ids
  const w = window as MeasurementWindow
  if (ids.analyticsId || ids.tagManagerId) w.dataLayer = w.dataLayer ?? []
  if (ids.analyticsId) {
    // gtag.js reads the arguments objects themselves from the data layer.
    w.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer!.push(arguments)
    }
    w.gtag('js', new Date())
    // Page views are sent by Candor, with the path only (sendPageView).
    w.gtag('config', ids.analyticsId, { send_page_view: false })
    addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ids.analyticsId)}`)
  }
  if (ids.tagManagerId) {
    w.dataLayer!.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
    addScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(ids.tagManagerId)}`)
  }
  if (ids.adPixelId) {
    const fbq: NonNullable<MeasurementWindow['fbq']> = Object.assign(
      (...args: unknown[]) => {
        fbq.queue!.push(args)
      },
      { queue: [] as unknown[], loaded: true, version: '2.0' },
    )
    w.fbq = fbq
    w._fbq = fbq
    fbq('init', ids.adPixelId)
    addScript('https://connect.facebook.net/en_US/fbevents.js')
  }
  if (ids.sessionRecordingId) {
    const id = ids.sessionRecordingId
    const clarity: NonNullable<MeasurementWindow['clarity']> = Object.assign(
      (...args: unknown[]) => {
        ;(clarity.q = clarity.q ?? []).push(args)
      },
      { q: [] as unknown[] },
    )
    w.clarity = clarity
    whenInteractive(() => addScript(`https://www.clarity.ms/tag/${encodeURIComponent(id)}`))
  }
}

/** A page view with the path alone: no query, no fragment. */
export function sendPageView(pathname: string): void {
  if (!loadedIds) return
  const w = window as MeasurementWindow
  const location = `${window.location.origin}${pathname}`
  if (loadedIds.analyticsId) {
    w.gtag?.('event', 'page_view', { page_location: location, page_path: pathname, page_title: document.title })
  }
  if (loadedIds.tagManagerId) w.dataLayer?.push({ event: 'page_view', page_path: pathname })
  if (loadedIds.adPixelId) w.fbq?.('track', 'PageView')
}
