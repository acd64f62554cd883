import type { Field } from 'payload'

import { isText } from '@/lib/json-read'
import type { z as Zod, ZodType } from '@/lib/zod'
import type { reviewValidation } from '@/messages/en/reviewValidation'

import { RATING_VALUES, RATINGS, type RatingCategory, type RatingValue } from './ratings'

/**
 * Every answer a member gives in the review wizard, declared once. Each entry is keyed by its
 * name in call 2 and the wizard's form (seed-spec §3) and says:
 *
 * - `step`: the wizard step that asks it (the entries of a step are in the order it shows them;
 *   after a refused Next the first invalid one takes focus);
 * - `rule`: its rule in call 2, built from zod and the messages (so that this table reaches the
 *   browser's code for queued reviews without zod);
 * - `empty`: the wizard's value before it is answered (`null`: the prefill's, until edited);
 * - `send`: what the browser posts, from the wizard's value;
 * - `readQueued`: how a review queued in browser storage reads it back: the value, or null when
 *   the entry cannot be sent (it is set aside, never dropped). An answer added after reviews were
 *   queued reads as not given instead;
 * - `stored`: where the Reviews collection keeps it: the field, its Payload definition, who may
 *   read it and who may change it (collection/access.ts gives each kind its rule), the value
 *   kept from the checked request, the key in "Export my data" (under `ratings` for the ratings
 *   and the year), what a published review keeps of it once its author leaves, and whether the
 *   plan page shows it.
 *
 * What call 2 carries about the plan (its id and snapshot), the client id and the honeypot are
 * not answers: schema.ts and contract.ts hold them. The captcha and the terms box are answers
 * that are checked, not kept.
 */

type ReviewRules = typeof reviewValidation

/** A Payload field's definition, without its name and access (the table and the collection give them). */
type FieldDefinition = Field extends infer F ? (F extends { name: string } ? Omit<F, 'name' | 'access'> : never) : never

/** Who may read a kept answer: anyone who may read the review, or fewer (collection/access.ts). */
export type AnswerReaders = 'public' | 'staffAuthorOrInsurer' | 'staffAuthorOrConsentedInsurer'
/** Who may change a kept answer: nobody (it is the author's), or staff redacting it. */
export type AnswerEditors = 'authorsOnly' | 'eitherChecker'

export type KeptAnswer = {
  field: string
  payload: FieldDefinition
  read: AnswerReaders
  update: AnswerEditors
  /** The value kept, from the answer as call 2's rule returned it; absent: the answer as it is. */
  fromRequest?: (value: unknown) => unknown
  exportKey: string
  exportIn?: 'ratings'
  /** What the member's export shows, from the kept value; absent: the value, or null. */
  exported?: (value: unknown) => unknown
  /** What a published review kept after its author left holds instead; absent: kept as it is. */
  whenForgotten?: unknown
  /** Shown with the review on the plan page. */
  public: boolean
}

export type ReviewAnswer = {
  step: 1 | 2 | 3
  rule: (z: typeof Zod, messages: ReviewRules) => ZodType
  empty: unknown
  send: (value: never) => string
  readQueued: (value: unknown) => string | null
  stored?: KeptAnswer
}

export const PRIVATE_MESSAGE_MAX = 500
/** The specification's rule says 1 and its message 50: Candor enforces 50, so the message is true (brief §6.1). */
export const PUBLIC_MESSAGE_MIN = 50
export const PUBLIC_MESSAGE_MAX = 1000
export const NAME_MAX = 120

/** How many years back "When were you on this plan?" reaches, this year included as the newest. */
export const EXPERIENCE_YEARS_BACK = 10

/** The years a reviewer may name as their last on the plan: this year and the ten before it. */
export function experienceYears(now = new Date()): number[] {
  const year = now.getFullYear()
  return Array.from({ length: EXPERIENCE_YEARS_BACK + 1 }, (_, index) => year - index)
}

/** Whether a form's checkbox came ticked: browsers send "1", JSON callers may send true or 1. */
export const isTicked = (value: unknown): boolean => value === true || value === '1' || value === 1
const isBlank = (value: unknown) => value === undefined || value === null || value === ''

/** The message of each rating left empty, word for word from the specification. */
export const RATING_REQUIRED_KEYS = {
  overall: 'overallRequired',
  accessToCare: 'accessRequired',
  customerService: 'customerServiceRequired',
  priceTransparency: 'costRequired',
} as const satisfies Record<RatingCategory, keyof ReviewRules>

/** A face rating: required, one of the five values; kept as chosen and public, as its score. */
function ratingAnswer(category: RatingCategory) {
  return {
    rule: (z: typeof Zod, m: ReviewRules) =>
      z
        .string({ error: m[RATING_REQUIRED_KEYS[category]] })
        .min(1, m[RATING_REQUIRED_KEYS[category]])
        .pipe(z.enum(RATING_VALUES, { error: m.invalidRating })),
    empty: '',
    send: (value: RatingValue | '' | (string & {})) => value,
    readQueued: (value: unknown) => (RATING_VALUES.includes(value as RatingValue) ? (value as string) : null),
    stored: {
      field: RATINGS[category].reviewField,
      payload: { type: 'select', required: true, options: [...RATING_VALUES] },
      read: 'public',
      update: 'authorsOnly',
      exportKey: RATINGS[category].exportKey,
      exportIn: 'ratings',
      public: true,
    },
  } satisfies Omit<ReviewAnswer, 'step'>
}

/** Text sent trimmed; a queued review without it cannot be sent. */
const readText = (value: unknown) => (isText(value) ? value : null)
const sendTrimmed = (value: string) => value.trim()

export const REVIEW_FIELDS = {
  // The ratings' names are ratings.ts's (RATINGS); `ratingNamesAgree` below holds them equal.
  field_review_overallrating: { step: 1, ...ratingAnswer('overall') },
  field_review_accesscarerating: { step: 2, ...ratingAnswer('accessToCare') },
  field_review_custservicerating: { step: 2, ...ratingAnswer('customerService') },
  field_review_costrating: { step: 2, ...ratingAnswer('priceTransparency') },
  /**
   * The year of the reviewer's experience (a review platform's "date of experience"): optional,
   * empty or a year of `experienceYears()`. A year of the next calendar year is let through from
   * a day before it starts, for a reviewer ahead of the server's clock. Shown as "Member in 2025".
   */
  field_review_experience_year: {
    step: 2,
    rule: (z: typeof Zod, m: ReviewRules) =>
      z
        .union([z.string(), z.number()], { error: m.experienceYearInvalid })
        .refine((value) => {
          if (value === '') return true
          const year = Number(value)
          const newest = new Date(Date.now() + 24 * 3600 * 1000).getFullYear()
          return Number.isInteger(year) && year <= newest && year >= new Date().getFullYear() - EXPERIENCE_YEARS_BACK
        }, m.experienceYearInvalid)
        .optional(),
    empty: '',
    send: (value: string | number | undefined) => String(value ?? ''),
    readQueued: (value: unknown) => (isText(value) && /^(\d{4})?$/.test(value) ? value : ''),
    stored: {
      field: 'experienceYear',
      payload: { type: 'number', min: 2000, max: 2100, admin: { readOnly: true } },
      read: 'public',
      update: 'authorsOnly',
      fromRequest: (value: unknown) => (isBlank(value) ? null : Number(value)),
      exportKey: 'experience_year',
      exportIn: 'ratings',
      public: true,
    },
  },
  field_review_private_message: {
    step: 3,
    rule: (z: typeof Zod, m: ReviewRules) =>
      z.string().max(PRIVATE_MESSAGE_MAX, m.privateTooLong).optional().default(''),
    empty: '',
    send: sendTrimmed,
    readQueued: readText,
    stored: {
      field: 'privateMessage',
      payload: { type: 'textarea', maxLength: PRIVATE_MESSAGE_MAX },
      read: 'staffAuthorOrInsurer',
      update: 'eitherChecker',
      fromRequest: (value: unknown) => value || null,
      exportKey: 'private_message',
      whenForgotten: null,
      public: false,
    },
  },
  /**
   * Ticked by the reviewer in step 3: the insurer may see their address and contact them about
   * this review. Off unless ticked.
   */
  field_review_insurer_may_contact: {
    step: 3,
    rule: (z: typeof Zod, m: ReviewRules) =>
      z
        .union([z.literal(''), z.literal('0'), z.literal('1'), z.boolean(), z.literal(0), z.literal(1)], {
          error: m.insurerMayContactInvalid,
        })
        .optional(),
    empty: false,
    send: (value: boolean) => (value ? '1' : ''),
    readQueued: (value: unknown) => (value === '1' ? '1' : ''),
    stored: {
      field: 'insurerMayContact',
      payload: { type: 'checkbox', defaultValue: false, admin: { readOnly: true } },
      read: 'staffAuthorOrInsurer',
      update: 'authorsOnly',
      fromRequest: isTicked,
      exportKey: 'insurer_may_contact',
      exported: (value: unknown) => value === true,
      whenForgotten: false,
      public: false,
    },
  },
  field_review_public_message: {
    step: 3,
    rule: (z: typeof Zod, m: ReviewRules) =>
      z
        .string({ error: m.publicTooShort })
        .trim()
        .min(PUBLIC_MESSAGE_MIN, m.publicTooShort)
        .max(PUBLIC_MESSAGE_MAX, m.publicTooLong),
    empty: '',
    send: sendTrimmed,
    readQueued: readText,
    stored: {
      field: 'publicMessage',
      payload: { type: 'textarea', required: true, minLength: PUBLIC_MESSAGE_MIN, maxLength: PUBLIC_MESSAGE_MAX },
      read: 'public',
      update: 'eitherChecker',
      exportKey: 'public_message',
      public: true,
    },
  },
  /** A member's review is shown under their account's name, whatever the body says (submit-review). */
  field_user_account_displayname: {
    step: 3,
    rule: (z: typeof Zod, m: ReviewRules) =>
      z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(NAME_MAX, m.nameTooLong),
    empty: null,
    send: sendTrimmed,
    readQueued: readText,
    stored: {
      field: 'displayName',
      payload: { type: 'text', required: true, maxLength: NAME_MAX },
      read: 'public',
      update: 'eitherChecker',
      exportKey: 'display_name',
      whenForgotten: 'Former member',
      public: true,
    },
  },
  /** A member's review is mailed to their account's address, whatever the body says (submit-review). */
  field_review_account_email: {
    step: 3,
    rule: (z: typeof Zod, m: ReviewRules) =>
      z.string({ error: m.emailRequired }).trim().min(1, m.emailRequired).pipe(z.email(m.emailInvalid)),
    empty: null,
    send: sendTrimmed,
    readQueued: readText,
    stored: {
      field: 'email',
      payload: { type: 'email', required: true, index: true },
      read: 'staffAuthorOrConsentedInsurer',
      update: 'authorsOnly',
      exportKey: 'email',
      whenForgotten: 'deleted-account@candor.invalid',
      public: false,
    },
  },
  /** Checked, not kept: "required" while never ticked, "must accept" once unticked. */
  field_review_tos_confirm: {
    step: 3,
    rule: (z: typeof Zod, m: ReviewRules) =>
      z.unknown().superRefine((value, context) => {
        if (isBlank(value)) context.addIssue({ code: 'custom', message: m.termsRequired })
        else if (!isTicked(value)) context.addIssue({ code: 'custom', message: m.termsMustAccept })
      }),
    empty: undefined,
    send: (_ticked: boolean | undefined) => '1',
    readQueued: (value: unknown) => (value === '1' ? '1' : null),
  },
  /** The ALTCHA payload: checked once, then only its id is kept (against a second use). */
  challenge: {
    step: 3,
    rule: (z: typeof Zod, m: ReviewRules) => z.string({ error: m.captchaRequired }).min(1, m.captchaRequired),
    empty: '',
    send: (value: string) => value,
    readQueued: readText,
  },
} as const satisfies Record<string, ReviewAnswer>

export type ReviewFieldName = keyof typeof REVIEW_FIELDS

/** Each rating's entry sits under its call 2 name and keeps it under its collection name. */
type RatingEntries = { [C in RatingCategory as (typeof RATINGS)[C]['specField']]: { stored: { field: string } } }
const ratingNamesAgree: RatingEntries = REVIEW_FIELDS
void ratingNamesAgree
