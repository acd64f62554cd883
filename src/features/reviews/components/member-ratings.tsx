import { getMessages } from '@/platform/locale.server'
import type { MemberRatings } from '../plan-reviews.server'
import { RATING_CATEGORIES, reviewsNeededForAverage } from '../ratings'

/** Per category: the shrunk average with its count, or "not enough reviews yet". */
export async function MemberRatingsSummary({ ratings }: { ratings: MemberRatings }) {
  const messages = await getMessages()
  const plansMessages = messages.plans
  const reviewListMessages = messages.reviewList
  const m = plansMessages
  return (
    <>
      <dl className="rating-list">
        {RATING_CATEGORIES.map((category) => {
          const summary = ratings.categories[category]
          return (
            <div key={category} className="rating-row">
              <dt>{reviewListMessages.reviewsCategories[category]}</dt>
              <dd>
                {summary.shrunkAverage !== null ? (
                  <strong>{m.reviewsAverage(summary.shrunkAverage.toFixed(1))}</strong>
                ) : (
                  <span className="rating-row__not-rated">{m.reviewsNotEnough}</span>
                )}{' '}
                <span className="rating-row__reason">({m.reviewsCount(summary.count)})</span>
                {summary.shrunkAverage === null && reviewsNeededForAverage(summary.count) > 0 ? (
                  <span className="rating-row__reason">
                    {' '}
                    {m.reviewsMoreNeeded(reviewsNeededForAverage(summary.count))}
                  </span>
                ) : null}
              </dd>
            </div>
          )
        })}
      </dl>
      <p className="plan-section__note">{m.reviewsAverageNote}</p>
    </>
  )
}
