import type { Metadata } from 'next'

import { AppLink } from '@/components/ui/app-link'
import { getMessages, localizedMetadata } from '@/platform/locale.server'
import '@/features/moderation/components/moderation.css'

export function generateMetadata(): Promise<Metadata> {
  return localizedMetadata('/content-guidelines', ({ guidelines }) => ({
    title: guidelines.metaTitle,
    description: guidelines.metaDescription,
  }))
}

/** The rules every review is checked against, the same for praise and complaint. */
export default async function ContentGuidelinesPage() {
  const messages = await getMessages()
  const m = messages.guidelines
  return (
    <article className="text-page">
      <h1>{m.heading}</h1>
      <p className="text-page__lead">{m.lead}</p>
      <h2>{m.includeHeading}</h2>
      <ul>
        {m.include.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h2>{m.rejectHeading}</h2>
      <p>{m.rejectLead}</p>
      <ul>
        {Object.entries(m.rejectReasons).map(([reason, label]) => (
          <li key={reason}>{label}.</li>
        ))}
      </ul>
      <h2>{m.privateHeading}</h2>
      <p>{m.privateText}</p>
      <h2>{m.redactionHeading}</h2>
      <p>{m.redactionText}</p>
      <h2>{m.declinedHeading}</h2>
      <p>{m.declinedText}</p>
      <h2>{m.reportHeading}</h2>
      <p>{m.reportText}</p>
      <p>
        <AppLink href="/content-guidelines/moderation">{m.figuresLink}</AppLink>
      </p>
    </article>
  )
}
