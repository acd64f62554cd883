import { getMessages } from '@/lib/locale.server'
import { denialRate, formatCount, formatPercent } from '../format'
import type { IssuerClaims } from '../market-types'

/**
 * The claims of a PUF year cover the calendar year two years before it (CMS: the plan year 2026
 * file holds 2024's claims); for earlier files Candor holds no such statement and shows their
 * own description of the period instead.
 */
const FIRST_PUF_YEAR_WITH_KNOWN_PERIOD = 2026

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
          {claims.pufYear !== null && claims.pufYear >= FIRST_PUF_YEAR_WITH_KNOWN_PERIOD ? (
            <p className="claims-year">
              {m.claimsYear(claims.pufYear - 2, claims.pufYear)}
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
      {claims ? <p className="plan-section__note">{m.claimsPeriod(claims.period, claims.source)}</p> : null}
    </section>
  )
}
