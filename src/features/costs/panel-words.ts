import type { Messages } from '@/messages'

import { MAX_PEOPLE } from './limits'
import { estimateResultWords, type EstimateResultWords } from './result-words'
import { CARE_LEVELS, type CareLevel } from './schema'

/**
 * The estimate form's words for one language, made on the server and handed to the form as
 * plain strings: the page's script carries no catalogue, in either language, for a form that
 * every results and plan page shows. Labels with a number are written out for every row.
 */
export type EstimatePanelWords = Omit<
  Messages['costEstimate'],
  | 'person'
  | 'removePerson'
  | 'yearNotPublished'
  | 'exchange'
  | 'visitExchange'
  | 'costsPageLink'
  | 'open'
  | 'careLevels'
> & {
  /** "Person 1: Age", … for every row the form may have. */
  ageLabels: string[]
  removeLabels: string[]
  /** The plan years to choose from, with their labels ("2027 (figures not published yet)"). */
  years: { year: number; label: string }[]
  /** The answers to "How much care do you expect this year?", in order, after "Not sure". */
  careOptions: { value: CareLevel; label: string }[]
  /** The estimate's own words, for the figures shown under the form. */
  result: EstimateResultWords
}

/** The form's words as plain strings (an exchange's sentence comes with the answer, from the server). */
export function estimatePanelWords(
  messages: Pick<Messages, 'costEstimate' | 'costResult'>,
  years: { year: number; isPublished: boolean }[],
): EstimatePanelWords {
  const words = messages.costEstimate
  const {
    person,
    removePerson,
    yearNotPublished,
    exchange: _exchange,
    visitExchange: _visitExchange,
    costsPageLink: _costsPageLink,
    open: _open,
    careLevels,
    ...strings
  } = words
  const rows = Array.from({ length: MAX_PEOPLE }, (_, index) => index + 1)
  return {
    ...strings,
    ageLabels: rows.map((number) => `${person(number)}: ${words.age}`),
    removeLabels: rows.map((number) => removePerson(number)),
    years: years.map(({ year, isPublished }) => ({ year, label: isPublished ? String(year) : yearNotPublished(year) })),
    careOptions: CARE_LEVELS.map((value) => ({ value, label: careLevels[value] })),
    result: estimateResultWords(messages.costResult),
  }
}
