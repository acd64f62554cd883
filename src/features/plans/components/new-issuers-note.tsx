import { getMessages } from '@/platform/locale.server'

import type { NewIssuer } from '../market-types'
import { HEALTHCARE_GOV_PLANS } from '../state-exchanges'

/**
 * The insurers new on HealthCare.gov in a state for the newest year Candor knows, whose counties
 * it does not know yet: named, with the way to their plans, and never placed in a county.
 */
export async function NewIssuersNote({ issuers, stateLabel }: { issuers: NewIssuer[]; stateLabel: string }) {
  if (issuers.length === 0) return null
  const m = (await getMessages()).plans
  return (
    <section className="new-issuers" aria-labelledby="new-issuers-heading">
      <h2 id="new-issuers-heading">{m.newIssuersHeading(stateLabel, issuers[0]!.planYear)}</h2>
      <ul>
        {issuers.map((issuer) => (
          <li key={issuer.issuerId} translate={issuer.name ? 'no' : undefined}>
            {issuer.name ?? m.newIssuerUnnamed(issuer.issuerId)}
          </li>
        ))}
      </ul>
      <p>
        {m.newIssuersText}{' '}
        <a href={HEALTHCARE_GOV_PLANS} rel="noopener noreferrer" target="_blank">
          {m.newIssuersLink}
        </a>
      </p>
    </section>
  )
}
