import { getMessages } from '@/platform/locale.server'
import type { QualityRatings } from '../market-types'
import { cmsReasonText, notRatedReason } from '../plan-name'
import { Stars } from './stars'

type Measure = { label: string; value: number | null; reason: string | null }

async function RatingRow({ label, value, reason: cmsReason }: Measure) {
  const messages = await getMessages()
  const plansMessages = messages.plans
  const m = plansMessages
  const cmsWords = notRatedReason(cmsReason)
  const reason = cmsWords ? cmsReasonText(cmsWords, messages.insurerFigures.cmsReasons) : null
  return (
    <div className="rating-row">
      <dt>{label}</dt>
      <dd>
        {value !== null ? (
          <Stars value={value} label={messages.insurerFigures.stars(value)} />
        ) : (
          <span className="rating-row__not-rated">
            {m.notRated}
            {reason ? <span className="rating-row__reason">: {reason}</span> : null}
          </span>
        )}
      </dd>
    </div>
  )
}

/** CMS Quality Rating System stars, or CMS's own not-rated wording where a star is missing. */
export async function PlanRatings({ ratings }: { ratings: QualityRatings | null }) {
  const messages = await getMessages()
  const plansMessages = messages.plans
  const m = plansMessages
  return (
    <section className="plan-section" aria-labelledby="plan-ratings-heading">
      <h2 id="plan-ratings-heading">{m.ratingsHeading}</h2>
      {ratings ? (
        <>
          <dl className="rating-list">
            <RatingRow label={m.ratingOverall} value={ratings.overall} reason={ratings.overallNotRatedReason} />
            <RatingRow
              label={m.ratingMedicalCare}
              value={ratings.medicalCare}
              reason={ratings.medicalCareNotRatedReason}
            />
            <RatingRow
              label={m.ratingMemberExperience}
              value={ratings.memberExperience}
              reason={ratings.memberExperienceNotRatedReason}
            />
            <RatingRow
              label={m.ratingPlanAdministration}
              value={ratings.planAdministration}
              reason={ratings.planAdministrationNotRatedReason}
            />
          </dl>
          <p className="plan-section__note">{m.ratingsYear(ratings.ratingYear)}</p>
        </>
      ) : (
        <p>
          <strong>{m.notRated}.</strong> {m.notRatedNoData}
        </p>
      )}
      <p className="plan-section__note">{m.notRatedNote}</p>
    </section>
  )
}
