import { getMessages } from '@/lib/locale.server'
import { denialRate, formatCount, formatPercent } from '../format'
import type { IssuerClaims } from '../market-types'

/** The issuer's in-network claim-denial rate, with the period it covers and what it means. */
export async function PlanClaims({ claims }: { claims: IssuerClaims | null }) {
  const messages = await getMessages()
  const plansMessages = messages.plans
  const m = plansMessages
  const rate = claims ? denialRate(claims.claimsDeniedInNetwork, claims.claimsReceivedInNetwork) : null
  return (
    <section className="plan-section" aria-labelledby="plan-claims-heading">
      <h2 id="plan-claims-heading">{m.claimsHeading}</h2>
      {!claims ? (
        <p>
          <strong>{m.claimsNotAvailable}.</strong> {m.claimsMissing}
        </p>
      ) : rate !== null ? (
        <>
          <p className="claims-rate">{m.claimsRate(formatPercent(rate))}</p>
          <p>
            {m.claimsCounts(formatCount(claims.claimsDeniedInNetwork!), formatCount(claims.claimsReceivedInNetwork!))}
          </p>
        </>
      ) : (
        <p>
          <strong>{m.claimsNotAvailable}.</strong>{' '}
          {m.claimsMarkers[claims.notAvailableMarker ?? '*'] ?? m.claimsMarkers['*']}
        </p>
      )}
      <p className="plan-section__note">{m.claimsExplanation}</p>
      {claims ? <p className="plan-section__note">{m.claimsPeriod(claims.period, claims.source)}</p> : null}
    </section>
  )
}
