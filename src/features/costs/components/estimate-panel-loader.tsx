'use client'

import { useState, type ComponentProps, type MouseEvent } from 'react'

import { AppLink } from '@/components/ui/app-link'
import { useAddressQuery } from '@/components/ui/use-address-query'
import { useLoadedModule } from '@/components/ui/use-loaded-module'
import { carriedPlaceOf } from '@/features/plans'

import type { EstimatePanel as Panel } from './estimate-panel'

const loadPanel = () => import('./estimate-panel')

/**
 * The estimate form where most visitors read rather than estimate (a plan's page): a link to
 * `/costs` that, with script, fetches the form the first time it is pressed and opens it in
 * its place, focus on its first field. Without script the link leads to the same form on
 * `/costs`. The page's first download carries none of the form (decision 017). Where the
 * page's address carries the ZIP code searched (a plan page opened from the results), the form
 * opens with it and its county filled in.
 */
export function EstimatePanelLoader({
  openLabel,
  href,
  ...panel
}: ComponentProps<typeof Panel> & { openLabel: string; href: string }) {
  const [isWanted, setWanted] = useState(false)
  const loaded = useLoadedModule(loadPanel, isWanted)
  const query = useAddressQuery()
  const carried = panel.askPlace ? carriedPlaceOf(query) : null
  if (loaded) {
    return (
      <loaded.EstimatePanel
        {...panel}
        zipcode={carried?.zip ?? panel.zipcode}
        countyFips={carried?.countyFips ?? panel.countyFips}
        focusOnOpen
      />
    )
  }
  return (
    <section className="estimate" aria-labelledby="estimate-loader-heading">
      <h2 id="estimate-loader-heading" className="estimate__heading">
        {panel.words.heading}
      </h2>
      <p>{panel.words.intro}</p>
      <AppLink
        href={href}
        className="button button--secondary"
        aria-busy={isWanted || undefined}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          event.preventDefault()
          setWanted(true)
        }}
      >
        {openLabel}
      </AppLink>
    </section>
  )
}
