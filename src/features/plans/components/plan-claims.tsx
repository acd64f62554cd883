import { getMessages } from '@/platform/locale.server'
import { claimsFileYear } from '../claims-file'
import { caveatSentences, claimsSentence, claimsYearOf, denialRate, formatCount, formatPercent } from '../format'
import type { IssuerClaims } from '../market-types'

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
  const sentence = claims ? claimsSentence({ rate, earlier, pufYear: claims.pufYear }, m) : null
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
          {sentence ? <p className="claims-year">{sentence}</p> : null}
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
      {caveatSentences(claims?.caveat, messages.claimsCaveats).map((sentence) => (
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
