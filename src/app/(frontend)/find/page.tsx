import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { ZipSearchForm, findHref, withNidOf, zipSearchWords } from '@/features/find'
import { ZIP_LENGTH, zipCodeError } from '@/features/plans'
import { getMessages, localizedMetadata } from '@/platform/locale.server'

export function generateMetadata(): Promise<Metadata> {
  return localizedMetadata('/find', ({ find }) => ({ title: find.searchTitle, description: find.searchDescription }))
}

type Props = { searchParams: Promise<{ zip?: string | string[]; with?: string | string[] }> }

/** The ZIP search on its own, and where the ZIP box sends a search made without JavaScript. */
export default async function FindPage({ searchParams }: Props) {
  const messages = await getMessages()
  const m = messages.find
  const query = await searchParams
  const zip = typeof query.zip === 'string' ? query.zip.trim() : undefined
  const withNid = withNidOf(query.with)
  const error = zip === undefined ? null : zipCodeError(zip)
  if (zip !== undefined && !error) redirect(findHref(zip.slice(0, ZIP_LENGTH), null, withNid))
  return (
    <div className="content-page">
      <h1>{m.searchHeading}</h1>
      <p className="content-page__lead">{m.searchLead}</p>
      <ZipSearchForm words={zipSearchWords(messages)} initialZip={zip ?? ''} initialError={error} withNid={withNid} />
    </div>
  )
}
