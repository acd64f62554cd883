import type { Metadata } from 'next'

import { AppLink } from '@/components/ui/app-link'
import { ModerationFigures, computeModerationStats } from '@/features/moderation/server'
import '@/features/moderation/components/moderation.css'
import { getPayloadClient } from '@/platform/payload.server'
import { INTL_LOCALE, type Locale } from '@/lib/i18n'
import { getLocale, getMessages, localizedMetadata } from '@/platform/locale.server'

const dayIn = (locale: Locale) =>
  new Intl.DateTimeFormat(INTL_LOCALE[locale], { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })

export function generateMetadata(): Promise<Metadata> {
  return localizedMetadata('/content-guidelines/moderation', ({ figures }) => ({
    title: figures.metaTitle,
    description: figures.metaDescription,
  }))
}

/** The public moderation figures of the last 12 months (product brief §6.9). */
export default async function ModerationFiguresPage() {
  const messages = await getMessages()
  const locale = await getLocale()
  const m = messages.figures
  const stats = await computeModerationStats(await getPayloadClient())
  return (
    <article className="text-page">
      <h1>{m.heading}</h1>
      <p className="text-page__lead">{m.lead}</p>
      <p>{m.period(dayIn(locale).format(new Date(stats.since)), dayIn(locale).format(new Date(stats.until)))}</p>
      <ModerationFigures stats={stats} />
      <p>
        <AppLink href="/content-guidelines">{m.back}</AppLink>
      </p>
    </article>
  )
}
