'use client'

import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type MouseEvent } from 'react'

import type { MarketplacePlansData } from '../plans-answer'
import { MAX_COMPARED, PAGE_OF_PLANS, viewPlans, type PlansView } from '../plans-view'
import type { CareListState } from './care-list-store'
import type { HouseholdPlansWords } from './household-plans-words'
import { counted } from './plan-facts'
import { plansModelOf } from './plans-model'
import { PlansSection, type PlansHandlers } from './plans-section'

const unchanging = () => () => {}

/**
 * Every plan HealthCare.gov sells in the household's county, priced for it, under its estimate
 * (product brief §14): sorted, filtered, shown 20 at a time and compared, 2 to 4 side by side,
 * at once in the browser. Each control also belongs to the household form, so the view goes
 * with the form when it is sent again. Without script, and before the page's script runs, the
 * list reads as cards, each control posted with the form ("Apply", "Show 20 more").
 */
export function HouseholdPlans({
  data,
  care,
  view,
  formId,
  words: w,
  hasCareLevel,
}: {
  data: MarketplacePlansData
  care: CareListState
  view: PlansView
  formId: string | null
  words: HouseholdPlansWords
  hasCareLevel: boolean
}) {
  const id = useId()
  const scripted = useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  )
  // The view as the page was answered; changed here until the form is sent again.
  const [local, setLocal] = useState(view)
  const [answered, setAnswered] = useState(view)
  if (answered !== view) {
    setAnswered(view)
    setLocal(view)
  }
  const model = useMemo(() => plansModelOf(data, local, hasCareLevel, w), [data, local, hasCareLevel, w])

  // Said once the list is shown, then at each change of the filters or of the count shown.
  const [spoken, setSpoken] = useState('')
  const firstSaid = useRef(false)
  const { status } = model
  useEffect(() => {
    const text = firstSaid.current ? status : `${counted(w.found, data.total)} ${status}`
    firstSaid.current = true
    const timer = setTimeout(() => setSpoken(text), 150)
    return () => clearTimeout(timer)
  }, [status, w.found, data.total])

  const section = useRef<HTMLElement>(null)
  const sort = useRef<HTMLSelectElement>(null)
  const compareHeading = useRef<HTMLHeadingElement>(null)
  // After "Show more", the focus goes to the first plan added, in whichever layout is shown.
  const [focusPlan, setFocusPlan] = useState<string | null>(null)
  useEffect(() => {
    if (!focusPlan) return
    const targets = section.current?.querySelectorAll<HTMLElement>(`[data-plan="${focusPlan}"]`) ?? []
    ;[...targets].find((element) => element.offsetParent !== null)?.focus()
  }, [focusPlan])

  const handlers: PlansHandlers = {
    change: setLocal,
    toggleCompare: (planId) => {
      const chosen = model.compared.map(({ plan }) => plan.id)
      if (chosen.includes(planId)) setLocal({ ...model.view, compare: chosen.filter((one) => one !== planId) })
      else if (chosen.length < MAX_COMPARED) setLocal({ ...model.view, compare: [...chosen, planId] })
    },
    showMore: (event: MouseEvent<HTMLButtonElement>) => {
      event.preventDefault()
      const more = { ...model.view, shown: model.view.shown + PAGE_OF_PLANS }
      setFocusPlan(viewPlans(data.plans, more).shown[model.rows.length]?.id ?? null)
      setLocal(more)
    },
    clearFilters: () => {
      setLocal({ ...model.view, metals: [], types: [], hsaOnly: false, coversAll: false })
      sort.current?.focus()
    },
    jumpToCompare: (event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault()
      compareHeading.current?.scrollIntoView({ block: 'start' })
      compareHeading.current?.focus()
    },
  }

  return (
    <PlansSection
      model={model}
      data={data}
      care={care}
      formId={formId}
      hasCareLevel={hasCareLevel}
      idPrefix={id}
      scripted={scripted}
      spoken={spoken}
      handlers={handlers}
      refs={{ section, sort, compareHeading }}
      w={w}
    />
  )
}
