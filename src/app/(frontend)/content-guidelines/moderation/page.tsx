import type { Metadata } from 'next'

import { AppLink } from '@/components/ui/app-link'
import { ModerationFigures } from '@/features/moderation/components/moderation-figures'
import '@/features/moderation/components/moderation.css'
import { computeModerationStats } from '@/features/moderation/fairness.server'
import { getPayloadClient } from '@/lib/payload'
import { messages } from '@/messages'

const m = messages.figures
const day = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })

export const metadata: Metadata = {
  title: m.metaTitle,
  description: m.metaDescription,
  alternates: { canonical: '/content-guidelines/moderation' },
}

/** The public moderation figures of the last 12 months (product brief §6.9). */
export default async function ModerationFiguresPage() {
  const stats = await computeModerationStats(await getPayloadClient())
  return (
    <article className="text-page">
      <h1>{m.heading}</h1>
      <p className="text-page__lead">{m.lead}</p>
      <p>{m.period(day.format(new Date(stats.since)), day.format(new Date(stats.until)))}</p>
      <ModerationFigures stats={stats} />
      <p>
        <AppLink href="/content-guidelines">{m.back}</AppLink>
      </p>
    </article>
  )
}
