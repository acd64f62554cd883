import type { MarketplacePlansData } from '../plans-answer'
import type { PlansView } from '../plans-view'
import type { HouseholdPlansWords } from './household-plans-words'
import { plansModelOf } from './plans-model'
import { PlansSection } from './plans-section'

/**
 * The household's plans for a page whose script does not run (the household form posted as a
 * plain form): the same list, in cards, each control posted with the form ("Apply", "Show 20
 * more"). A component of the server only, with no state and no client component inside, so
 * that the page can be rendered from the form's answer as it stands.
 */
export function HouseholdPlansWithoutScript({
  data,
  view,
  formId,
  words: w,
  hasCareLevel,
}: {
  data: MarketplacePlansData
  view: PlansView
  formId: string | null
  words: HouseholdPlansWords
  hasCareLevel: boolean
}) {
  return (
    <PlansSection
      model={plansModelOf(data, view, hasCareLevel, w)}
      data={data}
      formId={formId}
      hasCareLevel={hasCareLevel}
      idPrefix="household-plans-list"
      scripted={false}
      w={w}
    />
  )
}
