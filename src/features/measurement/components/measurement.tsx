'use client'

import { useMessages } from '@/components/ui/locale'
import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useState, useSyncExternalStore } from 'react'

import { measurement as measurementEn } from '@/messages/en/measurement'
import { measurement as measurementEs } from '@/messages/es/measurement'

import { TRACKERS_LOADED_ATTRIBUTE } from '@/platform/tracker-free'

import { PRIVACY_CHOICES_EVENT } from '../choices-event'
import { readConsent, storeConsent, subscribeToConsent, type Consent } from '../consent'
import { loadTrackers, sendPageView, trackersAreLoaded } from '../load-trackers'
import { isTrackerFreePath, type MeasurementIds } from '../trackers'

/** Refusing first, and in every way the same as accepting. */
const choicesOf = (m: typeof measurementEn): { choice: Consent; label: string }[] => [
  { choice: 'refused', label: m.refuse },
  { choice: 'granted', label: m.accept },
]

function toolsOf(ids: MeasurementIds, m: typeof measurementEn): string {
  const kinds: string[] = []
  if (ids.analyticsId) kinds.push(m.analytics)
  if (ids.tagManagerId) kinds.push(m.tagManager)
  if (ids.sessionRecordingId) kinds.push(m.sessionRecording)
  if (ids.adPixelId) kinds.push(m.adPixel)
  return m.listOf(kinds)
}

/**
 * Consent and measurement, on pages of a site with trackers configured. Asks once, with
 * refusing as easy as accepting; after an agreement loads the trackers and sends a page view
 * (the path alone) on each change of page. Where health answers are asked or shown, nothing
 * runs and the banner stays away; reaching such a page after trackers ran reloads it, so it
 * opens without them.
 */
export function Measurement({ ids }: { ids: MeasurementIds }) {
  const m = useMessages(measurementEn, measurementEs)
  const pathname = usePathname()
  const search = useSearchParams().toString()
  // This component renders only in the browser (MeasurementSlot loads it there).
  const consent = useSyncExternalStore(subscribeToConsent, readConsent, () => null)
  const [isReopened, setReopened] = useState(false)
  const trackerFree = isTrackerFreePath(pathname, search)

  useEffect(() => {
    const reopen = () => setReopened(true)
    window.addEventListener(PRIVACY_CHOICES_EVENT, reopen)
    return () => window.removeEventListener(PRIVACY_CHOICES_EVENT, reopen)
  }, [])

  useEffect(() => {
    if (trackerFree) {
      // A script once loaded cannot be unloaded: the tracker-free page opens afresh without it.
      if (trackersAreLoaded()) window.location.reload()
      return
    }
    if (consent !== 'granted') return
    loadTrackers(ids)
    document.documentElement.setAttribute(TRACKERS_LOADED_ATTRIBUTE, '')
    sendPageView(pathname)
  }, [consent, trackerFree, pathname, ids])

  const answer = (choice: Consent) => {
    setReopened(false)
    storeConsent(choice)
    // Refusing after trackers ran: a fresh load of this page leaves them behind.
    if (choice === 'refused' && trackersAreLoaded()) window.location.reload()
  }

  if ((consent !== null && !isReopened) || trackerFree) return null
  return (
    <section className="consent-banner" aria-labelledby="consent-banner-heading">
      <h2 id="consent-banner-heading" className="consent-banner__heading">
        {m.bannerHeading}
      </h2>
      <p className="consent-banner__text">{m.bannerText(toolsOf(ids, m))}</p>
      <div className="consent-banner__actions">
        {choicesOf(m).map(({ choice, label }) => (
          <button
            key={choice}
            type="button"
            className="button button--secondary consent-banner__button"
            onClick={() => answer(choice)}
          >
            {label}
          </button>
        ))}
      </div>
    </section>
  )
}
