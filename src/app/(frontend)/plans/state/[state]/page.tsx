import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { AppLink } from '@/components/ui/app-link'
import { listPlans } from '@/features/plans/market-index.server'
import { distinctPlanNames } from '@/features/plans/plan-name'
import { getPayloadClient } from '@/lib/payload'
import { stateName } from '@/lib/us-states'
import { messages } from '@/messages'

type Props = { params: Promise<{ state: string }> }

async function plansIn(params: Props['params']) {
  const code = (await params).state.toUpperCase()
  const plans = (await listPlans(await getPayloadClient())).filter((plan) => plan.state === code)
  return { code, plans }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { code, plans } = await plansIn(params)
  if (plans.length === 0) return { title: messages.notFound.metaTitle, robots: { index: false } }
  return {
    title: messages.plans.stateTitle(stateName(code)),
    description: messages.plans.stateLead(stateName(code), plans.length),
    alternates: { canonical: `/plans/state/${code.toLowerCase()}` },
  }
}

export default async function PlansInStatePage({ params }: Props) {
  const { code, plans } = await plansIn(params)
  if (plans.length === 0) notFound()
  const m = messages.plans
  const names = distinctPlanNames(plans)
  return (
    <div className="content-page">
      <nav className="breadcrumbs" aria-label="Breadcrumb">
        <ol>
          <li>
            <AppLink href="/plans">{m.allStates}</AppLink>
          </li>
        </ol>
      </nav>
      <h1>{m.stateTitle(stateName(code))}</h1>
      <p className="content-page__lead">{m.stateLead(stateName(code), plans.length)}</p>
      <ul className="plan-list">
        {plans.map((plan) => (
          <li key={plan.nid}>
            <AppLink href={`/plans/${plan.nid}`}>{names.get(plan.nid)}</AppLink>
          </li>
        ))}
      </ul>
    </div>
  )
}
