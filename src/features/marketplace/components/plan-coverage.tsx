import { fillBlanks } from '@/lib/blanks'

import type { CoverageVerdict } from '../coverage'
import type { HouseholdPlan } from '../plans-answer'
import type { CareListState } from './care-list-store'
import type { CareListWords } from './care-list-words'

/** A verdict's mark, beside its words (never colour alone): yes, no, or a question. */
const MARKS: Record<CoverageVerdict, string> = {
  Covered: '✓',
  GenericCovered: '✓',
  NotCovered: '✗',
  DataNotProvided: '?',
  Unknown: '?',
}

export type CoverageLine = { key: string; name: string; verdict: CoverageVerdict; words: string }

/** A plan's lines for the shopper's drugs and doctors, in the list's order, each named. */
export function coverageLinesOf(plan: HouseholdPlan, care: CareListState, w: CareListWords): CoverageLine[] {
  const nameOf = (list: CareListState['drugs'], id: string) => list.find((entry) => entry.id === id)?.name ?? id
  return [
    ...(plan.drugs ?? []).map(({ rxcui, coverage }) => ({
      key: `drug-${rxcui}`,
      name: nameOf(care.drugs, rxcui),
      verdict: coverage,
      words: w.drugCoverage[coverage],
    })),
    ...(plan.providers ?? []).map(({ npi, coverage }) => ({
      key: `provider-${npi}`,
      name: nameOf(care.providers, npi),
      verdict: coverage,
      words: w.providerCoverage[coverage],
    })),
  ]
}

/** One line: the mark (hidden from screen readers), the name, and the verdict in words. */
export function CoverageVerdictText({ line }: { line: CoverageLine }) {
  return (
    <span className="plan-coverage__verdict" data-coverage={line.verdict}>
      <span aria-hidden="true" className="plan-coverage__mark">
        {MARKS[line.verdict]}
      </span>{' '}
      {line.words}
    </span>
  )
}

/** Under a plan: whether it covers each drug and doctor on the shopper's list. */
export function PlanCoverage({ plan, care, w }: { plan: HouseholdPlan; care: CareListState; w: CareListWords }) {
  const lines = coverageLinesOf(plan, care, w)
  if (lines.length === 0) return null
  return (
    <ul className="plan-coverage" aria-label={fillBlanks(w.linesLabel, { plan: plan.name })}>
      {lines.map((line) => (
        <li key={line.key}>
          <span className="plan-coverage__name">{line.name}</span>
          {': '}
          <CoverageVerdictText line={line} />
        </li>
      ))}
    </ul>
  )
}
