import { getMessages } from '@/lib/locale.server'
import { claimsFileYear } from '../claims-file'
import { claimsYearOf, denialRate, formatCount, formatPercent } from '../format'
import type { IssuerClaims } from '../market-types'

/** The data's caveat in plain words: what CMS's issuer-level figures may count besides individual medical claims. */
function caveatsOf(
  caveat: string | null,
  m: { claimsCaveatDental: string; claimsCaveatSmallGroup: string; claimsCaveatAnomaly: string },
): string[] {
  if (!caveat) return []
  return [
    ...(/SADP/.test(caveat) ? [m.claimsCaveatDental] : []),
    ...(/SHOP/.test(caveat) ? [m.claimsCaveatSmallGroup] : []),
    ...(/denied > received/.test(caveat) ? [m.claimsCaveatAnomaly] : []),
  ]
}

/**
 * The issuer's in-network claim-denial rate from the newest claims file, with the year it covers,
 * the earlier file's rate beside it as a trend, CMS's caveat where its figures may include more
 * than individual medical plans, and what a rate means.
 */
export async function PlanClaims({
  claims,
  previous,
}: {
  claims: IssuerClaims | null
  previous?: IssuerClaims | null
}) {
  const messages = await getMessages()
  const m = messages.plans
  const rate = claims ? denialRate(claims.claimsDeniedInNetwork, claims.claimsReceivedInNetwork) : null
  const claimsYear = claimsYearOf(claims?.pufYear ?? null)
  const earlier = previous ? denialRate(previous.claimsDeniedInNetwork, previous.claimsReceivedInNetwork) : null
  const trend =
    rate === null || earlier === null
      ? null
      : Math.round(rate * 1000) === Math.round(earlier * 1000)
        ? m.claimsTrendSame(formatPercent(earlier))
        : rate > earlier
          ? m.claimsTrendUp(formatPercent(earlier))
          : m.claimsTrendDown(formatPercent(earlier))
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
          {claimsYear !== null ? (
            <p className="claims-year">
              {m.claimsYear(claimsYear, claims.pufYear!)}
              {trend ? `; ${trend}` : null}
            </p>
          ) : claims.pufYear !== null ? (
            <p className="claims-year">
              {m.claimsReported(claims.pufYear)}
              {trend ? `; ${trend}` : null}
            </p>
          ) : trend ? (
            <p className="claims-year">{trend}</p>
          ) : null}
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
      {caveatsOf(claims?.caveat ?? null, m).map((sentence) => (
        <p key={sentence} className="plan-section__note">
          {sentence}
        </p>
      ))}
      <p className="plan-section__note">{m.claimsExplanation}</p>
      {claims ? (
        <p className="plan-section__note">
          {m.claimsPeriod(claimsFileYear(claims), claimsYearOf(claimsFileYear(claims)))}
        </p>
      ) : null}
    </section>
  )
}
