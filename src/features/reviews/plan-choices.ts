import { firstMatchingName, matchesWords, queryWords, type PlanChoice } from '@/features/plans'

/** A plan the filter kept, and the option name that matched when its own name did not. */
export type FilteredPlan = { plan: PlanChoice; matchedOption: string | null }

/**
 * The plans whose name, or one of whose option names, every word of `query` matches
 * (name-match.ts), in their order; all of them for a blank query. A plan found by an
 * option name says which.
 */
export function filterPlanChoices(plans: readonly PlanChoice[], query: string): FilteredPlan[] {
  const words = queryWords(query)
  if (words.length === 0) return plans.map((plan) => ({ plan, matchedOption: null }))
  const kept: FilteredPlan[] = []
  for (const plan of plans) {
    if (matchesWords(plan.label, words)) kept.push({ plan, matchedOption: null })
    else {
      const matchedOption = firstMatchingName(plan.optionNames, words)
      if (matchedOption) kept.push({ plan, matchedOption })
    }
  }
  return kept
}
