import { getMessages } from '@/platform/locale.server'

import type { Responsiveness } from '../responsiveness.server'

/** A median reply time in words: hours under two days, days after that. */
function durationOf(
  minutes: number,
  m: { durationHours: (hours: number) => string; durationDays: (days: number) => string },
) {
  const hours = Math.round(minutes / 60)
  return hours < 48 ? m.durationHours(hours) : m.durationDays(Math.round(minutes / 1440))
}

/**
 * Under a plan's member ratings: how its insurer answers reviews on Candor over the last
 * 12 months, read from the stored row (responsiveness.server.ts), never counted while drawing.
 */
export async function InsurerResponsiveness({ insurer, figures }: { insurer: string; figures: Responsiveness }) {
  const m = (await getMessages()).reviewList
  const sentence =
    figures.kind === 'not-on-candor'
      ? m.responsivenessNotOnCandor(insurer)
      : figures.kind === 'no-replies'
        ? m.responsivenessNoReplies(insurer)
        : m.responsivenessReplies(
            insurer,
            Math.round((figures.replied / Math.max(1, figures.reviews)) * 100),
            figures.reviews,
            durationOf(figures.medianMinutes, m),
          )
  return (
    <div className="insurer-responsiveness" data-kind={figures.kind}>
      <h3>{m.responsivenessHeading}</h3>
      <p>{sentence}</p>
      {figures.kind === 'not-on-candor' ? null : <p className="plan-section__note">{m.responsivenessNote}</p>}
    </div>
  )
}
