import { blank } from '@/lib/blanks'
import type { Messages } from '@/messages'

/** "I have a plan now"'s words, with blanks for the ids, the year and the amount. */
export type CurrentPlanWords = Omit<Messages['currentPlan'], Filled> & Record<Filled, string>

type Filled =
  | 'lead'
  | 'samePlan'
  | 'sameInsurer'
  | 'otherInsurer'
  | 'none'
  | 'insurerLeaves'
  | 'priceIn'
  | 'price'
  | 'priceUp'
  | 'priceDown'
  | 'codes'

export function currentPlanWords(m: Messages['currentPlan']): CurrentPlanWords {
  const [id, next, year] = [blank('id'), blank('next'), blank('year')]
  return {
    ...m,
    lead: m.lead(year),
    samePlan: m.samePlan(id, year),
    sameInsurer: m.sameInsurer(id, next, year),
    otherInsurer: m.otherInsurer(id, next, year),
    none: m.none(id, year),
    insurerLeaves: m.insurerLeaves(year),
    priceIn: m.priceIn(year),
    price: m.price(blank('amount')),
    priceUp: m.priceUp(blank('amount')),
    priceDown: m.priceDown(blank('amount')),
    codes: m.codes(blank('level'), blank('reason')),
  }
}
