'use client'

import { AppLink } from '@/components/ui/app-link'
import { useAddressQuery } from '@/components/ui/use-address-query'
import { carriedPlaceOf } from '@/features/plans'
import { fillBlanks } from '@/lib/blanks'

import { findHref } from '../find-links'
import type { ZipSearchWords } from '../zip-search-words'
import { ZipSearchForm } from './zip-search-form'

/**
 * A plan page's "Compare with" box. The page is the same for everyone; the ZIP code its address
 * carries from the results (`?zip=77002&county=48201`) is read in the browser: the box starts
 * with it, and a link opens that ZIP's results with this plan at once.
 */
export function CarriedZipSearch({
  withNid,
  submitLabel,
  words,
}: {
  withNid: number
  submitLabel: string
  words: ZipSearchWords
}) {
  const carried = carriedPlaceOf(useAddressQuery())
  return (
    <>
      {carried ? (
        <p className="zip-search__carried">
          <AppLink href={findHref(carried.zip, carried.countyFips, withNid)}>
            {fillBlanks(words.compareIn, { zip: carried.zip })}
          </AppLink>
        </p>
      ) : null}
      <ZipSearchForm
        words={words}
        key={carried?.zip ?? ''}
        initialZip={carried?.zip ?? ''}
        withNid={withNid}
        submitLabel={submitLabel}
      />
    </>
  )
}
