'use client'
/* eslint-disable @typescript-eslint/no-require-imports -- the server's copies (below) */

import { deferredPart } from '@/components/ui/deferred-part'

type Premiums = typeof import('./area-premiums')
type CarriedSearch = typeof import('./carried-zip-search')

/**
 * Premiums by age and the "Compare with" ZIP box as a plan page shows them, below its first
 * screen: rendered in full by the server, their code fetched when a reader comes near them.
 *
 * The server's copy is loaded by Next's server alone (`NEXT_RUNTIME`): plain Node and the
 * unit tests load this feature's entry without Next's bundler, which `require` needs here, and
 * never render these parts.
 */
export const DeferredStatePremiumsNote = deferredPart(
  () => import('./area-premiums').then((module) => module.StatePremiumsNote),
  // The server's copy, loaded at once so the part renders in full; dropped from the browser's code.
  typeof window === 'undefined' && process.env.NEXT_RUNTIME
    ? (require('./area-premiums') as Premiums).StatePremiumsNote
    : undefined,
)

export const DeferredCarriedZipSearch = deferredPart(
  () => import('./carried-zip-search').then((module) => module.CarriedZipSearch),
  // The server's copy, loaded at once so the part renders in full; dropped from the browser's code.
  typeof window === 'undefined' && process.env.NEXT_RUNTIME
    ? (require('./carried-zip-search') as CarriedSearch).CarriedZipSearch
    : undefined,
)
