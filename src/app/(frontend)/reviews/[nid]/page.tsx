import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { AppLink } from '@/components/ui/app-link'
import { planName } from '@/features/plans'
import { getPlanDetails } from '@/features/plans/server'
import { readReviewListQuery, reviewBrowserWords } from '@/features/reviews'
import { getPlanReviewPage, getPlanReviews } from '@/features/reviews/server'
import { getMessages } from '@/platform/locale.server'
import { getPayloadClient } from '@/platform/payload.server'
import '@/features/reviews/components/reviews.css'
import '@/features/moderation/components/moderation.css'

import { PlanReviewList } from './review-list'

type Props = {
  params: Promise<{ nid: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

async function loadPlan(params: Props['params']) {
  const { nid } = await params
  if (!/^\d{1,9}$/.test(nid)) return null
  return getPlanDetails(await getPayloadClient(), Number(nid))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const messages = await getMessages()
  const details = await loadPlan(params)
  if (!details) return { title: messages.notFound.metaTitle, robots: { index: false } }
  return {
    title: messages.reviewList.reviewsPageTitle(planName(details.plan)),
    // The plan page holds the same reviews: this page is its list in another order.
    robots: { index: false, follow: true },
  }
}

/**
 * `/reviews/{nid}?sort=…&score=…&shown=…`: a plan's published reviews in the order and
 * filter asked for. The plan page's list (cached alike for everyone, newest first) sends a
 * browser without script here when its order, a bar of its scores or "Show more" is used.
 */
export default async function PlanReviewsPage({ params, searchParams }: Props) {
  const details = await loadPlan(params)
  if (!details) notFound()
  const messages = await getMessages()
  const m = messages.reviewList
  const { plan } = details
  const payload = await getPayloadClient()
  const query = readReviewListQuery(await searchParams)
  const [{ ratings }, reviews] = await Promise.all([
    getPlanReviews(payload, plan.nid),
    getPlanReviewPage(payload, plan.nid, { sort: query.sort, score: query.score, limit: query.shown }),
  ])
  const name = planName(plan)
  return (
    <div className="content-page">
      <p>
        <AppLink href={`/plans/${plan.nid}`}>{m.reviewsPageBack(name)}</AppLink>
      </p>
      <h1>{m.reviewsPageTitle(name)}</h1>
      <PlanReviewList
        nid={plan.nid}
        reviews={reviews}
        ratings={ratings}
        query={{ sort: query.sort, score: query.score }}
        words={reviewBrowserWords(m, messages.helpfulVotes, ratings, plan.issuerMarketingName)}
      />
    </div>
  )
}
