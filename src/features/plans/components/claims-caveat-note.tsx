import type { ReactNode } from 'react'

import { getMessages } from '@/platform/locale.server'

import { claimsCaveatKinds, claimsCaveatShort } from '../format'

/**
 * Beside a denial rate on a card, a table or the comparison: a marked note saying in a few words
 * that CMS's figures may count more than the insurer's individual health plans' claims, opening
 * onto the plain sentences the plan page gives. A plain `<details>`: it opens without script.
 * Nothing without a caveat.
 */
export async function ClaimsCaveatNote({ caveat }: { caveat: string | null | undefined }) {
  const kinds = claimsCaveatKinds(caveat)
  const short = claimsCaveatShort(caveat)
  if (short === null) return null
  const m = (await getMessages()).claimsCaveats
  return (
    <details className="claims-caveat">
      <summary>
        <span aria-hidden="true">{m.mark}</span> {m.short[short]}
      </summary>
      {kinds.map((kind) => (
        <p key={kind}>{m[kind]}</p>
      ))}
    </details>
  )
}

/**
 * The caveat notes of a list of insurers, by nid, for the client lists (results, state table)
 * to place beside each rate: rendered here on the server, so the browser's code only places them.
 */
export function claimsCaveatNotes(
  insurers: readonly { nid: number; caveat: string | null }[],
): Record<number, ReactNode> {
  return Object.fromEntries(
    insurers
      .filter((insurer) => insurer.caveat !== null)
      .map((insurer) => [insurer.nid, <ClaimsCaveatNote key={insurer.nid} caveat={insurer.caveat} />]),
  )
}
