'use client'

import { AppLink } from '@/components/ui/app-link'
import { useMessages } from '@/components/ui/locale'
import { useAddressQuery } from '@/components/ui/use-address-query'
import { carriedPlaceOf } from '@/features/plans'
import { zipSearch as zipSearchEn } from '@/messages/en/zipSearch'
import { zipSearch as zipSearchEs } from '@/messages/es/zipSearch'

import { findHref } from '../find-links'
import { ZipSearchForm } from './zip-search-form'

/**
 * A plan page's "Compare with" box. The page is the same for everyone; the ZIP code its address
 * carries from the results (`?zip=77002&county=48201`) is read in the browser: the box starts
 * with it, and a link opens that ZIP's results with this plan at once.
 */
export function CarriedZipSearch({ withNid, submitLabel }: { withNid: number; submitLabel: string }) {
  const m = useMessages(zipSearchEn, zipSearchEs)
  const carried = carriedPlaceOf(useAddressQuery())
  return (
    <>
      {carried ? (
        <p className="zip-search__carried">
          <AppLink href={findHref(carried.zip, carried.countyFips, withNid)}>{m.compareIn(carried.zip)}</AppLink>
        </p>
      ) : null}
      <ZipSearchForm
        key={carried?.zip ?? ''}
        initialZip={carried?.zip ?? ''}
        withNid={withNid}
        submitLabel={submitLabel}
      />
    </>
  )
}
