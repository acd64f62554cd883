import { blank } from '@/lib/blanks'
import type { Messages } from '@/messages'

/** The age field's words, in the page's language; `pastCurve` has an `{age}` blank. */
export type AgeWords = {
  label: string
  hint: string
  ownCurve: string
  invalid: string
  missing: string
  pastCurve: string
}

export function ageWordsOf(m: Messages['areaPremiums'], stateLabel: string): AgeWords {
  return {
    label: m.ageLabel,
    hint: m.ageHint,
    ownCurve: m.ageOwnCurve(stateLabel),
    invalid: m.ageInvalid,
    missing: m.ageMissing,
    pastCurve: m.agePastCurve(blank('age')),
  }
}

/**
 * A plan page's "What plans cost in {state}", picked on the server: `text` has `{age}`,
 * `{silver}` and `{bronze}` blanks, `range` has `{low}` and `{high}`.
 */
export type StatePremiumsWords = {
  age: AgeWords
  heading: string
  missing: string
  text: string
  range: string
  notAvailable: string
}

export function statePremiumsWordsOf(
  { areaPremiums: m, amounts }: Pick<Messages, 'areaPremiums' | 'amounts'>,
  stateLabel: string,
  range: { areaCount: number; planYear: number } | null,
): StatePremiumsWords {
  return {
    age: ageWordsOf(m, stateLabel),
    heading: m.statePremiumsHeading(stateLabel),
    missing: m.areaPremiumsMissing,
    text: range
      ? m.statePremiumsText(stateLabel, range.areaCount, range.planYear, blank('age'), blank('silver'), blank('bronze'))
      : '',
    range: amounts.range(blank('low'), blank('high')),
    notAvailable: amounts.notAvailable,
  }
}
