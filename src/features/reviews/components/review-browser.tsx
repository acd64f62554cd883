'use client'

import { useLocale, useLocalizedHref } from '@/components/ui/locale'
import { fillBlanks } from '@/lib/blanks'
import { INTL_LOCALE, type Locale } from '@/lib/i18n'
import { useCallback, useEffect, useId, useRef, useState, type ComponentType } from 'react'

import type { MemberRatings, PublishedReview } from '../plan-reviews.server'
import { RATING_CATEGORIES } from '../ratings'
import type { ReviewBrowserWords } from '../review-browser-words'
import { textLanguage } from '../text-language'
import { reviewListHref } from '../review-links'
import { REVIEW_SORTS, REVIEWS_PAGE_SIZE, type ReviewSort } from '../review-page'
import { HelpfulButton } from './helpful-button'

/** The order and filter a list starts from: the plan page's is newest first, unfiltered. */
export type ReviewListQuery = { sort: ReviewSort; score: number | null }

const NEWEST_FIRST: ReviewListQuery = { sort: 'newest', score: null }

const isSort = (value: string): value is ReviewSort => (REVIEW_SORTS as readonly string[]).includes(value)

/** The reviews shown; `end` once a page came back short, so nothing is left to load. */
type Page = { reviews: PublishedReview[]; loading: boolean; failed: boolean; end: boolean }

/** The three areas each review rates besides the overall experience. */
const SUB_RATINGS = RATING_CATEGORIES.filter((category) => category !== 'overall')

const dateFormatFor = (locale: Locale) =>
  new Intl.DateTimeFormat(INTL_LOCALE[locale], { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })

async function fetchPage(nid: number, sort: ReviewSort, score: number | null, offset: number, signal: AbortSignal) {
  const query = new URLSearchParams({ sort, offset: String(offset), ...(score ? { score: String(score) } : {}) })
  const answer = await fetch(`/v1/data/plans/${nid}/reviews?${query}`, { signal })
  if (!answer.ok) throw new Error(`reviews answered ${answer.status}`)
  const body = (await answer.json()) as { data?: { reviews?: PublishedReview[] } }
  return body.data?.reviews ?? []
}

/**
 * A review's public text, marked with the language its words are in (not the page it was
 * written on): labelled when that is not the page's language, unlabelled when it cannot be told.
 */
function ReviewText({ text, locale, writtenIn }: { text: string; locale: Locale; writtenIn: Record<Locale, string> }) {
  const language = textLanguage(text)
  return (
    <>
      {language && language !== locale ? <p className="review-card__language">{writtenIn[language]}</p> : null}
      <p className="review-card__text" lang={language ?? undefined}>
        {text}
      </p>
    </>
  )
}

/**
 * The spread of overall scores, whose bars filter the list, and the published reviews,
 * newest first or by rating, a page at a time: the first page comes with the plan page,
 * the others from the plan's reviews call. `ReviewActions`, when given, is shown under each
 * review (the plan page's "Report this review"). `words`: its words for this plan, picked on
 * the server (`reviewBrowserWords`).
 *
 * The order, the bars and "Show more" are a form asking for the plan's review page
 * (`reviewListHref`) in that order and filter: a browser without script is taken there. With
 * script they change the list in place, and an order chosen before the list ran is applied
 * as soon as it runs.
 */
export function ReviewBrowser({
  nid,
  reviews: firstPage,
  ratings,
  words: m,
  ReviewActions,
  query = NEWEST_FIRST,
}: {
  nid: number
  /** The first reviews in `query`'s order and filter, as the page renders them. */
  reviews: PublishedReview[]
  query?: ReviewListQuery
  ratings: MemberRatings
  words: ReviewBrowserWords
  ReviewActions?: ComponentType<{ reviewId: PublishedReview['id']; label: string }>
}) {
  const locale = useLocale()
  const dateFormat = dateFormatFor(locale)
  const sortId = useId()
  const formId = useId()
  const localize = useLocalizedHref()
  const sortRef = useRef<HTMLSelectElement>(null)
  const [score, setScore] = useState<number | null>(query.score)
  const [sort, setSort] = useState<ReviewSort>(query.sort)
  const [page, setPage] = useState<Page>({ reviews: firstPage, loading: false, failed: false, end: false })
  const request = useRef<AbortController | null>(null)
  const largest = Math.max(1, ...ratings.histogram)
  const total = score === null ? ratings.total : ratings.histogram[score - 1]!

  /** Loads from `offset` on, replacing the list (a new filter or order) or adding to it. */
  const load = useCallback(
    (nextSort: ReviewSort, nextScore: number | null, offset: number) => {
      request.current?.abort()
      const controller = new AbortController()
      request.current = controller
      setPage((current) => ({ reviews: offset === 0 ? [] : current.reviews, loading: true, failed: false, end: false }))
      fetchPage(nid, nextSort, nextScore, offset, controller.signal).then(
        (found) =>
          setPage((current) => {
            // A review published meanwhile shifts the pages: keep each review once.
            const kept = offset === 0 ? [] : current.reviews
            const seen = new Set(kept.map((review) => review.id))
            return {
              reviews: [...kept, ...found.filter((review) => !seen.has(review.id))],
              loading: false,
              failed: false,
              end: found.length < REVIEWS_PAGE_SIZE,
            }
          }),
        () => {
          if (!controller.signal.aborted) setPage((current) => ({ ...current, loading: false, failed: true }))
        },
      )
    },
    [nid],
  )

  useEffect(() => () => request.current?.abort(), [])

  const choose = (nextSort: ReviewSort, nextScore: number | null) => {
    setSort(nextSort)
    setScore(nextScore)
    if (nextSort === query.sort && nextScore === query.score) {
      request.current?.abort()
      setPage({ reviews: firstPage, loading: false, failed: false, end: false })
    } else {
      load(nextSort, nextScore, 0)
    }
  }

  // An order picked before the list ran (the select is left to the browser) is applied now.
  useEffect(() => {
    const picked = sortRef.current?.value ?? ''
    if (isSort(picked) && picked !== query.sort) choose(picked, query.score)
    // Once, as the list starts running.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const shown = page.reviews
  return (
    <div className="review-browser">
      <form
        id={formId}
        method="get"
        action={localize(reviewListHref(nid))}
        onSubmit={(event) => event.preventDefault()}
      >
        {score !== null ? <input type="hidden" name="score" value={score} /> : null}
      </form>
      <div role="group" aria-label={m.histogram} className="histogram">
        {[5, 4, 3, 2, 1].map((value) => {
          const count = ratings.histogram[value - 1]!
          return (
            <button
              key={value}
              type="submit"
              form={formId}
              name="score"
              value={score === value ? '' : value}
              className="histogram__bar"
              aria-pressed={score === value}
              disabled={count === 0}
              onClick={() => choose(sort, score === value ? null : value)}
            >
              <span className="histogram__label">{m.bars[value - 1]}</span>
              <span className="histogram__track" aria-hidden="true">
                <span className="histogram__fill" style={{ width: `${(count / largest) * 100}%` }} />
              </span>
            </button>
          )
        })}
      </div>
      <div className="review-browser__controls">
        <p aria-live="polite">
          {page.loading && shown.length === 0
            ? m.loading
            : fillBlanks(score === null ? m.showing : m.showingRated[score - 1]!, { shown: shown.length })}
        </p>
        {score !== null ? (
          <button
            type="submit"
            form={formId}
            name="score"
            value=""
            className="link-button"
            onClick={() => choose(sort, null)}
          >
            {m.showAll}
          </button>
        ) : null}
        <label htmlFor={sortId}>{m.sort}</label>
        <select
          id={sortId}
          ref={sortRef}
          name="sort"
          form={formId}
          defaultValue={query.sort}
          onChange={(event) => {
            if (isSort(event.target.value)) choose(event.target.value, score)
          }}
        >
          <option value="newest">{m.sortNewest}</option>
          <option value="highest">{m.sortHighest}</option>
          <option value="lowest">{m.sortLowest}</option>
          <option value="helpful">{m.sortHelpful}</option>
        </select>
        <button type="submit" form={formId} className="button button--secondary review-browser__apply">
          {m.sortApply}
        </button>
      </div>
      <ol className="review-list">
        {shown.map((review) => (
          <li key={review.id} className="review-card">
            <p className="review-card__score">
              {m.categories.overall}: {m.faces[review.scores.overall - 1]} ({review.scores.overall}/5)
            </p>
            <dl className="review-card__areas">
              {SUB_RATINGS.map((category) => (
                <div key={category}>
                  <dt>{m.categories[category]}</dt>
                  <dd>
                    {m.faces[review.scores[category] - 1]} ({review.scores[category]}/5)
                  </dd>
                </div>
              ))}
            </dl>
            <ReviewText text={review.publicMessage} locale={locale} writtenIn={m.writtenIn} />
            <p className="review-card__by">
              {fillBlanks(m.by, { name: review.displayName, date: dateFormat.format(new Date(review.publishedAt)) })}
              {review.experienceYear ? ` · ${fillBlanks(m.memberIn, { year: review.experienceYear })}` : null}
            </p>
            {review.reply ? (
              <div className="review-card__reply">
                <p className="review-card__reply-by">
                  {fillBlanks(m.replyBy, { date: dateFormat.format(new Date(review.reply.publishedAt)) })}
                </p>
                <p className="review-card__text">{review.reply.text}</p>
              </div>
            ) : null}
            <HelpfulButton reviewId={Number(review.id)} count={review.helpful} words={m.helpful} />
            {ReviewActions ? <ReviewActions reviewId={review.id} label={m.reportOpen} /> : null}
          </li>
        ))}
      </ol>
      {page.failed ? (
        <p role="alert" className="review-browser__error">
          {m.loadFailed}{' '}
          <button type="button" className="link-button" onClick={() => load(sort, score, shown.length)}>
            {m.tryAgain}
          </button>
        </p>
      ) : null}
      {shown.length < total && !page.end && !page.failed ? (
        <button
          type="submit"
          form={formId}
          name="shown"
          value={shown.length + REVIEWS_PAGE_SIZE}
          className="button review-browser__more"
          disabled={page.loading}
          onClick={() => load(sort, score, shown.length)}
        >
          {page.loading ? m.loading : m.showMore}
        </button>
      ) : null}
    </div>
  )
}
