import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { AppLink } from '@/components/ui/app-link'
import { defaultEstimateYear, estimatePanelWords, estimateYearChoices, EstimatePanelLoader } from '@/features/costs'
import { SavePlanButton } from '@/features/accounts'
import {
  statePremiumsWordsOf,
  zipSearchWords,
  DeferredCarriedZipSearch,
  DeferredStatePremiumsNote,
} from '@/features/find'
import { PremiumsNotLoaded } from '@/features/find/server'
import {
  PlanClaims,
  PlanOptionsTable,
  PlanRatings,
  PresenceNotice,
  getPlaceOptions,
  getPlanDetails,
  getStatePremiumRange,
  listPlans,
  type PlanDetails,
} from '@/features/plans/server'
import { carriedPlaceOfQuery, planLegalName, planName, readOptionsPage, type CarriedPlace } from '@/features/plans'
import { ReviewWizardLoader, reviewBrowserWords, reviewWizardHref } from '@/features/reviews'
import { MemberRatingsSummary, getPlanReviews, type MemberRatings } from '@/features/reviews/server'
import { getPayloadClient } from '@/platform/payload.server'
import { stateName } from '@/lib/us-states'
import { getLocale, getMessages, localeAlternates } from '@/platform/locale.server'
import { ROUTES } from '@/platform/routes'
import '@/features/costs/components/costs.css'
import '@/features/plans/components/plan-options.css'
import '@/features/reviews/components/reviews.css'
import '@/features/moderation/components/moderation.css'

import { DeferredPlanReviewBrowser } from './deferred-review-browser'
import { InsurerResponsiveness, readResponsiveness } from '@/features/insurers/server'

type Props = {
  params: Promise<{ nid: string }>
  /** The place carried from the ZIP results (`zip`, `county`), and which plan options to show (`all`, `options`). */
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** The "Member reviews" heading, where the review wizard's "Back to Plan Reviews" takes focus. */
const REVIEWS_HEADING_ID = 'plan-reviews-heading'

async function loadPlan(params: Props['params']): Promise<PlanDetails | null> {
  const { nid } = await params
  if (!/^\d{1,9}$/.test(nid)) return null
  return getPlanDetails(await getPayloadClient(), Number(nid))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await getLocale()
  const messages = await getMessages()
  const details = await loadPlan(params)
  if (!details) return { title: messages.notFound.metaTitle, robots: { index: false } }
  const { plan, options } = details
  const state = stateName(plan.state, locale)
  return {
    title: messages.plans.planTitle(plan.issuerMarketingName, plan.productType, state),
    description: messages.plans.planDescription(plan.issuerMarketingName, plan.productType, state, options.length),
    alternates: await localeAlternates(`/plans/${plan.nid}`),
  }
}

/** The ZIP code and county a visitor came with, for the costs page's form: never their household. */
function placeQuery(place: CarriedPlace): Record<string, string> {
  return place.countyFips ? { zip: place.zip, county: place.countyFips } : { zip: place.zip }
}

/** Structured data about the insurer. Only member reviews, never CMS stars, give its aggregateRating. */
function organizationJsonLd({ plan }: PlanDetails, ratings: MemberRatings): string {
  const overall = ratings.categories.overall
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: planLegalName(plan),
    alternateName: plan.issuerMarketingName,
    areaServed: stateName(plan.state),
    ...(overall.count > 0 && overall.mean !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Number(overall.mean.toFixed(2)),
            ratingCount: overall.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  }
  // Escaped so that no value can close the script element.
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

export default async function PlanPage({ params, searchParams }: Props) {
  const locale = await getLocale()
  const messages = await getMessages()
  const details = await loadPlan(params)
  if (!details) notFound()
  const { plan, options, ratings, claims, previousClaims, presence } = details
  const payload = await getPayloadClient()
  const { reviews, ratings: memberRatings } = await getPlanReviews(payload, plan.nid)
  const premiumRange = await getStatePremiumRange(payload, plan.state)
  const responsiveness = await readResponsiveness(payload, plan.issuerId)
  const m = messages.plans
  const state = stateName(plan.state, locale)
  // A place carried from the ZIP results: its options first, and the estimate asked there.
  const query = await searchParams
  const carried = carriedPlaceOfQuery(query)
  const local = carried ? await getPlaceOptions(payload, plan.nid, carried) : null
  // Another insurer product of the state with the very same name: the heading tells them apart.
  const namesake = (await listPlans(payload)).some(
    (other) => other.state === plan.state && other.nid !== plan.nid && planName(other) === planName(plan),
  )
  const costsHref = carried ? `${ROUTES.costs}?${new URLSearchParams(placeQuery(carried))}` : ROUTES.costs

  return (
    <article className="plan-page">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: organizationJsonLd(details, memberRatings) }}
      />
      <nav className="breadcrumbs" aria-label="Breadcrumb">
        <ol>
          <li>
            <AppLink href="/plans">{m.allStates}</AppLink>
          </li>
          <li>
            <AppLink href={`/plans/state/${plan.state.toLowerCase()}`}>{state}</AppLink>
          </li>
        </ol>
      </nav>
      <header className="plan-page__header">
        <h1>
          <span translate="no">{plan.issuerMarketingName}</span>{' '}
          <span className="plan-page__type">{plan.productType}</span>
          {namesake ? <span className="plan-page__type"> ({m.namesakeQualifier(plan.issuerId)})</span> : null}
        </h1>
        <dl className="plan-facts">
          <div>
            <dt>{m.factsState}</dt>
            <dd>{state}</dd>
          </div>
          <div>
            <dt>{m.factsProductType}</dt>
            <dd>{m.productTypes[plan.productType] ?? plan.productType}</dd>
          </div>
          {planLegalName(plan) !== plan.issuerMarketingName ? (
            <div>
              <dt>{m.factsLegalName}</dt>
              <dd translate="no">{planLegalName(plan)}</dd>
            </div>
          ) : null}
          <div>
            <dt>{m.factsPlanYear}</dt>
            <dd>{plan.planYear}</dd>
          </div>
          <div>
            <dt>{m.factsReportingUnit}</dt>
            <dd>{plan.reportingUnitId}</dd>
          </div>
        </dl>
        <PresenceNotice plan={plan} presence={presence} />
        <div className="plan-page__actions">
          <AppLink href={reviewWizardHref(plan.nid)} className="button button--primary">
            {m.writeReview}
          </AppLink>
          {/* Rendered alike for everyone (the page is cached); the saved state is read in the browser. */}
          <SavePlanButton nid={plan.nid} />
        </div>
      </header>

      <div className="plan-page__figures">
        <PlanRatings ratings={ratings} />
        <PlanClaims claims={claims} previous={previousClaims} />
      </div>

      <PlanOptionsTable
        nid={plan.nid}
        options={options}
        planYear={plan.planYear}
        stateLabel={state}
        place={
          carried && local
            ? {
                carried,
                label: m.optionsPlace(local.county.name, stateName(local.county.state, locale), carried.zip),
                options: local.options,
              }
            : null
        }
        showAll={query.all === '1'}
        page={readOptionsPage(query.options)}
      />

      <div className="plan-section">
        <DeferredStatePremiumsNote
          range={premiumRange}
          words={statePremiumsWordsOf(messages, state, premiumRange)}
          note={messages.premiumNotes.statePremiumsNote}
        />
        <EstimatePanelLoader
          words={estimatePanelWords(messages, estimateYearChoices())}
          defaultYear={defaultEstimateYear()}
          askPlace
          openLabel={messages.costEstimate.open}
          href={costsHref}
        />
        <p className="find-page__note">
          <AppLink href={costsHref}>{messages.costEstimate.costsPageLink}</AppLink>
        </p>
        <PremiumsNotLoaded />
      </div>

      <section className="plan-section plans-search" aria-labelledby="compare-with-heading">
        <h2 id="compare-with-heading">{messages.find.compareWithHeading}</h2>
        <p>{messages.find.compareWithLead(planName(plan))}</p>
        <DeferredCarriedZipSearch
          withNid={plan.nid}
          submitLabel={messages.find.compareWithSubmit}
          words={zipSearchWords(messages)}
        />
      </section>

      <section className="plan-section" aria-labelledby={REVIEWS_HEADING_ID}>
        <h2 id={REVIEWS_HEADING_ID} tabIndex={-1}>
          {m.reviewsHeading}
        </h2>
        <MemberRatingsSummary ratings={memberRatings} />
        <InsurerResponsiveness insurer={plan.issuerMarketingName} figures={responsiveness} />
        {reviews.length > 0 ? (
          <DeferredPlanReviewBrowser
            nid={plan.nid}
            reviews={reviews}
            ratings={memberRatings}
            words={reviewBrowserWords(
              messages.reviewList,
              messages.helpfulVotes,
              memberRatings,
              plan.issuerMarketingName,
            )}
          />
        ) : (
          <p>{m.reviewsNone}</p>
        )}
      </section>

      <p className="plan-section__note">{m.dataNote(plan.planYear)}</p>

      <ReviewWizardLoader
        plan={{
          nid: plan.nid,
          name: planName(plan),
          legalName: planLegalName(plan),
          state: plan.state,
          reportingUnit: plan.reportingUnitId,
        }}
        reviewsHeadingId={REVIEWS_HEADING_ID}
      />
    </article>
  )
}
