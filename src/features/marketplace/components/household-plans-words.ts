import { HEALTHCARE_GOV_PLANS } from '@/features/plans'
import { blank } from '@/lib/blanks'
import { INTL_LOCALE, type Locale } from '@/lib/i18n'
import type { Messages } from '@/messages'

import type { PlanBenefits, PlanDocuments } from '../plans-answer'
import { careListWords, type CareListWords } from './care-list-words'
import { currentPlanWords, type CurrentPlanWords } from './current-plan-words'
import { MAX_COMPARED, PLAN_SORTS, type PlanSort } from '../plans-view'

/** A sentence that depends on a count: its form for one, and for any other number with `{count}`. */
export type CountWords = { one: string; many: string }

/**
 * The household plans' words in the page's language, made on the server as plain strings with
 * blanks for what the browser works out (counts, sums, dates): the page's script carries no
 * catalogue, in either language.
 */
export type HouseholdPlansWords = {
  /** The shopper's doctors and drugs, and each plan's lines for them. */
  care: CareListWords
  /** "I have a plan now": what last year's plan becomes. */
  current: CurrentPlanWords
  /** The page's language, for its links. */
  locale: Locale
  /** How dates and times are written ("en-US", "es-US"). */
  dateLocale: string
  /** The language of HealthCare.gov's own words (plan names, copays) where the page's differs. */
  sourceLang: string | undefined
  heading: string
  /** "HealthCare.gov's plan data for plan year {year}, fetched {date}." */
  sourceMarketplace: string
  /** "Candor's own plan files for plan year {year}." */
  sourceEmbedded: string
  pricesNotShown: string
  seeHealthCareGov: string
  healthCareGovUrl: string
  opensInNewTab: string
  /** "{count} plans" */
  planCount: CountWords
  /** "{count} plans for your household." */
  found: CountWords
  /** "Showing {shown} of {count} plans" */
  showing: CountWords
  /** "{count} of {total} plans match these filters" */
  matching: CountWords
  controlsHeading: string
  sortLabel: string
  sorts: Record<PlanSort, string>
  /** "Plans for your household, sorted by …", for each order. */
  tableCaptions: Record<PlanSort, string>
  metalLegend: string
  typeLegend: string
  /** CMS's metal levels in the page's language; a level not listed is shown as CMS names it. */
  metalNames: Record<string, string>
  hsaOnly: string
  apply: string
  missingLast: string
  noMatch: string
  clearFilters: string
  noPlans: string
  /** "Show {count} more plans" */
  showMore: CountWords
  /** "{amount} a month" */
  perMonth: string
  afterCredit: string
  /** "before the credit {amount}" */
  beforeCredit: string
  priceSeeHealthCareGov: string
  priceAfterCredit: string
  priceBeforeCredit: string
  price: string
  deductible: string
  moop: string
  csr: string
  /** "lower deductible and copays ({percent}% silver variant)" */
  csrSilver: string
  csrZero: string
  csrLimited: string
  csrNone: string
  rating: string
  /** "{count} of 5 stars (CMS)" */
  stars: string
  notRated: string
  hsa: string
  hsaYes: string
  hsaNo: string
  benefits: Record<keyof PlanBenefits, string>
  yearly: string
  yearlyHint: string
  yearlyNone: string
  members: string
  /** "Members: {average} of 5 ({count} reviews)" */
  memberScore: CountWords
  /** "Too few reviews for a score ({count} reviews)" */
  memberFew: CountWords
  noReviews: string
  replyRate: string
  /** "Replies to {percent} % of reviews" */
  replies: string
  candorLink: string
  documents: string
  documentNames: Record<keyof PlanDocuments, string>
  moreDetails: string
  /** The table's column of copays and documents. */
  details: string
  notAvailable: string
  ratings: string
  tablePlan: string
  compare: string
  compareLimit: string
  /** "{count} plans chosen to compare." */
  compareChosen: CountWords
  compareJump: string
  /** "Compare {count} plans" */
  compareHeading: string
  compareFact: string
}

const count = blank('count')

/** The household plans' words for a language, as plain strings (on the server). */
export function householdPlansWords(messages: Messages, locale: Locale): HouseholdPlansWords {
  const m = messages.marketplacePlans
  const countWords = (sentence: (value: number | string) => string): CountWords => ({
    one: sentence(1),
    many: sentence(count),
  })
  return {
    care: careListWords(messages),
    current: currentPlanWords(messages.currentPlan),
    locale,
    dateLocale: INTL_LOCALE[locale],
    sourceLang: locale === 'en' ? undefined : 'en',
    heading: m.heading,
    sourceMarketplace: m.sourceMarketplace(blank('year'), blank('date')),
    sourceEmbedded: m.sourceEmbedded(blank('year')),
    pricesNotShown: m.pricesNotShown,
    seeHealthCareGov: m.seeHealthCareGov,
    healthCareGovUrl: HEALTHCARE_GOV_PLANS,
    opensInNewTab: m.opensInNewTab,
    planCount: countWords(m.planCount),
    found: countWords(m.found),
    showing: { one: m.showing(1, 1), many: m.showing(blank('shown'), count) },
    matching: { one: m.matching(1, blank('total')), many: m.matching(count, blank('total')) },
    controlsHeading: m.controlsHeading,
    sortLabel: m.sortLabel,
    sorts: { ...m.sorts },
    tableCaptions: Object.fromEntries(PLAN_SORTS.map((sort) => [sort, m.tableCaption(m.sortPhrases[sort])])) as Record<
      PlanSort,
      string
    >,
    metalLegend: m.metalLegend,
    typeLegend: m.typeLegend,
    metalNames: { ...messages.insurerFigures.metalNames },
    hsaOnly: m.hsaOnly,
    apply: m.apply,
    missingLast: m.missingLast,
    noMatch: m.noMatch,
    clearFilters: m.clearFilters,
    noPlans: m.noPlans,
    showMore: countWords(m.showMore),
    perMonth: m.perMonth(blank('amount')),
    afterCredit: m.afterCredit,
    beforeCredit: m.beforeCredit(blank('amount')),
    priceSeeHealthCareGov: m.priceSeeHealthCareGov,
    priceAfterCredit: m.priceAfterCredit,
    priceBeforeCredit: m.priceBeforeCredit,
    price: m.price,
    deductible: m.deductible,
    moop: m.moop,
    csr: m.csr,
    csrSilver: m.csrSilver(blank('percent')),
    csrZero: m.csrZero,
    csrLimited: m.csrLimited,
    csrNone: m.csrNone,
    rating: m.rating,
    stars: m.stars(count),
    notRated: m.notRated,
    hsa: m.hsa,
    hsaYes: m.hsaYes,
    hsaNo: m.hsaNo,
    benefits: { ...m.benefits },
    yearly: m.yearly,
    yearlyHint: m.yearlyHint,
    yearlyNone: m.yearlyNone,
    members: m.members,
    memberScore: { one: m.memberScore(blank('average'), 1), many: m.memberScore(blank('average'), count) },
    memberFew: countWords(m.memberFew),
    noReviews: m.noReviews,
    replyRate: m.replyRate,
    replies: m.replies(blank('percent')),
    candorLink: m.candorLink,
    documents: m.documents,
    documentNames: { ...m.documentNames },
    moreDetails: m.moreDetails,
    details: m.details,
    notAvailable: m.notAvailable,
    ratings: m.ratings,
    tablePlan: m.tablePlan,
    compare: m.compare,
    compareLimit: m.compareLimit(MAX_COMPARED),
    compareChosen: countWords(m.compareChosen),
    compareJump: m.compareJump,
    compareHeading: m.compareHeading(count),
    compareFact: m.compareFact,
  }
}
