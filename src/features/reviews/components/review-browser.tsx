'use client'

import { useId, useMemo, useState, type ComponentType } from 'react'

import { messages } from '@/messages'

import type { MemberRatings, PublishedReview } from '../plan-reviews.server'
import { RATING_CATEGORIES } from '../ratings'

type Sort = 'newest' | 'highest' | 'lowest'

/** The three areas each review rates besides the overall experience. */
const SUB_RATINGS = RATING_CATEGORIES.filter((category) => category !== 'overall')

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })

/**
 * The spread of overall scores, whose bars filter the list, and the published reviews,
 * newest first or by rating. `ReviewActions`, when given, is shown under each review (the
 * plan page's "Report this review").
 */
export function ReviewBrowser({
  reviews,
  ratings,
  ReviewActions,
}: {
  reviews: PublishedReview[]
  ratings: MemberRatings
  ReviewActions?: ComponentType<{ reviewId: PublishedReview['id'] }>
}) {
  const m = messages.plans
  const sortId = useId()
  const [score, setScore] = useState<number | null>(null)
  const [sort, setSort] = useState<Sort>('newest')
  const largest = Math.max(1, ...ratings.histogram)

  const shown = useMemo(() => {
    const list = reviews.filter((review) => score === null || review.scores.overall === score)
    const byDate = (a: PublishedReview, b: PublishedReview) => b.publishedAt.localeCompare(a.publishedAt)
    if (sort === 'highest') return [...list].sort((a, b) => b.scores.overall - a.scores.overall || byDate(a, b))
    if (sort === 'lowest') return [...list].sort((a, b) => a.scores.overall - b.scores.overall || byDate(a, b))
    return [...list].sort(byDate)
  }, [reviews, score, sort])

  return (
    <div className="review-browser">
      <div role="group" aria-label={m.reviewsHistogram} className="histogram">
        {[5, 4, 3, 2, 1].map((value) => {
          const count = ratings.histogram[value - 1]!
          return (
            <button
              key={value}
              type="button"
              className="histogram__bar"
              aria-pressed={score === value}
              disabled={count === 0}
              onClick={() => setScore(score === value ? null : value)}
            >
              <span className="histogram__label">
                {m.reviewsHistogramBar(m.reviewsFaces[value - 1]!, value, count)}
              </span>
              <span className="histogram__track" aria-hidden="true">
                <span className="histogram__fill" style={{ width: `${(count / largest) * 100}%` }} />
              </span>
            </button>
          )
        })}
      </div>
      <div className="review-browser__controls">
        <p aria-live="polite">{m.reviewsShowing(shown.length, reviews.length)}</p>
        {score !== null ? (
          <button type="button" className="link-button" onClick={() => setScore(null)}>
            {m.reviewsShowAll}
          </button>
        ) : null}
        <label htmlFor={sortId}>{m.reviewsSort}</label>
        <select id={sortId} value={sort} onChange={(event) => setSort(event.target.value as Sort)}>
          <option value="newest">{m.reviewsSortNewest}</option>
          <option value="highest">{m.reviewsSortHighest}</option>
          <option value="lowest">{m.reviewsSortLowest}</option>
        </select>
      </div>
      <ol className="review-list">
        {shown.map((review) => (
          <li key={review.id} className="review-card">
            <p className="review-card__score">
              {m.reviewsCategories.overall}: {m.reviewsFaces[review.scores.overall - 1]} ({review.scores.overall}/5)
            </p>
            <dl className="review-card__areas">
              {SUB_RATINGS.map((category) => (
                <div key={category}>
                  <dt>{m.reviewsCategories[category]}</dt>
                  <dd>
                    {m.reviewsFaces[review.scores[category] - 1]} ({review.scores[category]}/5)
                  </dd>
                </div>
              ))}
            </dl>
            <p className="review-card__text">{review.publicMessage}</p>
            <p className="review-card__by">
              {m.reviewsBy(review.displayName, dateFormat.format(new Date(review.publishedAt)))}
            </p>
            {ReviewActions ? <ReviewActions reviewId={review.id} /> : null}
          </li>
        ))}
      </ol>
    </div>
  )
}
