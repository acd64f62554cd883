import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { AppLink } from '@/components/ui/app-link'
import { figureWordsOf, InsurerTable, ZipSearchForm, zipSearchWords } from '@/features/find'
import { insurersInState } from '@/features/find/server'
import { leftHealthcareGov, yearLeftHealthcareGov } from '@/features/plans'
import {
  claimsCaveatNotes,
  ExchangeLeftNotice,
  NewIssuersNote,
  getPlanYears,
  listNewIssuers,
  listPlans,
} from '@/features/plans/server'
import { getPayloadClient } from '@/platform/payload.server'
import { stateName } from '@/lib/us-states'
import { getLocale, getMessages, localeAlternates } from '@/platform/locale.server'

type Props = { params: Promise<{ state: string }> }

async function plansIn(params: Props['params']) {
  const code = (await params).state.toUpperCase()
  const plans = (await listPlans(await getPayloadClient())).filter((plan) => plan.state === code)
  return { code, plans }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await getLocale()
  const messages = await getMessages()
  const { code, plans } = await plansIn(params)
  if (plans.length === 0) return { title: messages.notFound.metaTitle, robots: { index: false } }
  const { shoppingYear } = await getPlanYears(await getPayloadClient())
  const isPast = plans[0]!.planYear < shoppingYear && leftHealthcareGov(code, shoppingYear) !== undefined
  return {
    title: messages.plans.stateTitle(stateName(code, locale)),
    description: (isPast ? messages.plans.stateLeadPast : messages.plans.stateLead)(
      stateName(code, locale),
      plans.length,
      plans[0]!.planYear,
    ),
    alternates: await localeAlternates(`/plans/state/${code.toLowerCase()}`),
  }
}

export default async function PlansInStatePage({ params }: Props) {
  const locale = await getLocale()
  const messages = await getMessages()
  const { code, plans } = await plansIn(params)
  if (plans.length === 0) notFound()
  const m = messages.plans
  const payload = await getPayloadClient()
  const insurers = await insurersInState(payload, code, locale)
  const newIssuers = await listNewIssuers(payload, code)
  // A state that left HealthCare.gov for its own exchange (Illinois for 2026): its earlier plans stay listed, for their reviews.
  const { shoppingYear } = await getPlanYears(payload)
  const exchange = leftHealthcareGov(code, shoppingYear)
  const leftIn = yearLeftHealthcareGov(code, shoppingYear)
  const planYear = plans[0]!.planYear
  const label = stateName(code, locale)
  // Where the whole state left, every insurer sold in the past; elsewhere those that still sell
  // are counted and listed, and any that stopped are listed apart.
  const isPast = exchange !== undefined && leftIn !== null
  const selling = isPast ? insurers : insurers.filter((insurer) => insurer.notSellingIn === null)
  const stopped = isPast ? [] : insurers.filter((insurer) => insurer.notSellingIn !== null)
  const tableYear = messages.find.tableYear(planYear)
  return (
    <div className="content-page">
      <nav className="breadcrumbs" aria-label="Breadcrumb">
        <ol>
          <li>
            <AppLink href="/plans">{m.allStates}</AppLink>
          </li>
        </ol>
      </nav>
      <h1>{m.stateTitle(stateName(code, locale))}</h1>
      <p className="content-page__lead">
        {isPast
          ? m.stateLeadPast(label, insurers.length, planYear)
          : shoppingYear > planYear
            ? m.stateLeadSelling(label, selling.length, planYear, shoppingYear)
            : m.stateLead(label, selling.length, planYear)}
      </p>
      {exchange && leftIn !== null ? <ExchangeLeftNotice exchange={exchange} since={leftIn} listsEarlierPlans /> : null}
      <InsurerTable
        words={figureWordsOf(messages)}
        insurers={selling}
        caption={`${isPast ? m.stateSoldCaption(label) : messages.find.stateTableCaption(label)} ${tableYear}`}
        denialNotes={claimsCaveatNotes(selling)}
      />
      <p className="find-page__note">{messages.find.stateFiguresNote}</p>
      {stopped.length > 0 ? (
        <section className="plan-section" aria-labelledby="state-left-heading">
          <h2 id="state-left-heading">{m.stateLeftHeading(shoppingYear)}</h2>
          <p>{m.stateLeftLead(stopped.length, shoppingYear, planYear)}</p>
          <InsurerTable
            words={figureWordsOf(messages)}
            insurers={stopped}
            caption={`${m.stateLeftCaption(label, shoppingYear)} ${tableYear}`}
            denialNotes={claimsCaveatNotes(stopped)}
          />
        </section>
      ) : null}
      <NewIssuersNote issuers={newIssuers} stateLabel={stateName(code, locale)} />
      <section className="plans-search" aria-labelledby="state-search-heading">
        <h2 id="state-search-heading">{messages.find.searchHeading}</h2>
        <ZipSearchForm words={zipSearchWords(messages)} />
      </section>
    </div>
  )
}
