import type { Review } from '@/payload-types'

import { REVIEW_FIELDS, type KeptAnswer, type ReviewFieldName } from './review-fields'

/**
 * What follows from the table of answers (review-fields.ts): which a step asks, in its order,
 * which the collection keeps and which the plan page shows.
 */

type Table = typeof REVIEW_FIELDS

export type FormStep = 1 | 2 | 3

/** The answers one step asks, by their names in call 2. */
export type FieldOfStep<S extends FormStep> = {
  [K in ReviewFieldName]: Table[K]['step'] extends S ? K : never
}[ReviewFieldName]

/** Every answer, in the order the wizard asks them. */
export const REVIEW_FIELD_NAMES = Object.keys(REVIEW_FIELDS) as ReviewFieldName[]

/** The answers of one step, in the order it shows them (after a refused Next the first invalid one takes focus). */
export function fieldsOfStep<S extends FormStep>(step: S): FieldOfStep<S>[] {
  return REVIEW_FIELD_NAMES.filter((name) => REVIEW_FIELDS[name].step === step) as FieldOfStep<S>[]
}

/** The answers the collection keeps. */
export type KeptFieldName = {
  [K in ReviewFieldName]: Table[K] extends { stored: KeptAnswer } ? K : never
}[ReviewFieldName]

type KeptFieldOf<K extends KeptFieldName> = Table[K] extends { stored: { field: infer F extends keyof Review } }
  ? F
  : never

/** The member's answers as the collection keeps them, under its fields. */
export type KeptAnswers = { [K in KeptFieldName as KeptFieldOf<K>]: Review[KeptFieldOf<K>] }

/** A kept review's answers as a reader sees them: any of them may be missing (null), for want of access. */
export type StoredAnswers = { [F in keyof KeptAnswers]: NonNullable<KeptAnswers[F]> | null }

/** Each kept answer, with its name in call 2, in the order the wizard asks them. */
export const KEPT_ANSWERS: { name: KeptFieldName; kept: KeptAnswer }[] = REVIEW_FIELD_NAMES.flatMap((name) => {
  const entry = REVIEW_FIELDS[name] as { stored?: KeptAnswer }
  return entry.stored ? [{ name: name as KeptFieldName, kept: entry.stored }] : []
})

/** The member's answers, as call 2's rules returned them, under the collection's fields. */
export function keptAnswersOf(input: Partial<Record<KeptFieldName, unknown>>): KeptAnswers {
  return Object.fromEntries(
    KEPT_ANSWERS.map(({ name, kept }) => [kept.field, kept.fromRequest ? kept.fromRequest(input[name]) : input[name]]),
  ) as KeptAnswers
}

/**
 * A kept review's answers under the collection's fields, `null` where it holds none or where
 * the reader may not see it (a review read with the reader's access lacks those fields): what
 * the insurer's inbox and the moderation queue show.
 */
export function storedAnswersOf(doc: Partial<Review>): StoredAnswers {
  return Object.fromEntries(
    KEPT_ANSWERS.map(({ kept }) => [kept.field, doc[kept.field as keyof Review] ?? null]),
  ) as StoredAnswers
}

/** The answers of a kept review as "Export my data" gives them: the ratings and the year under `ratings`. */
export function exportedAnswersOf(doc: Partial<Review>): Record<string, unknown> {
  const answers: Record<string, unknown> = {}
  const ratings: Record<string, unknown> = {}
  for (const { kept } of KEPT_ANSWERS) {
    const value = doc[kept.field as keyof Review]
    ;(kept.exportIn === 'ratings' ? ratings : answers)[kept.exportKey] = kept.exported
      ? kept.exported(value)
      : (value ?? null)
  }
  return { ratings, ...answers }
}

/** What a published review kept after its author left holds instead of the answers that lead back to them. */
export function forgottenAnswers(): Partial<KeptAnswers> {
  return Object.fromEntries(
    KEPT_ANSWERS.flatMap(({ kept }) => ('whenForgotten' in kept ? [[kept.field, kept.whenForgotten]] : [])),
  ) as Partial<KeptAnswers>
}

/** The collection's fields of the answers the plan page shows. */
export const PUBLIC_ANSWER_FIELDS = KEPT_ANSWERS.filter(({ kept }) => kept.public).map(({ kept }) => kept.field)

/** The collection's fields staff may change (to redact): the texts the member wrote. */
export const REDACTABLE_ANSWER_FIELDS = KEPT_ANSWERS.filter(({ kept }) => kept.update === 'eitherChecker').map(
  ({ kept }) => kept.field,
)
