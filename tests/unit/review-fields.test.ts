import type { Field, FieldAccess, PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import {
  exportedAnswersOf,
  fieldsOfStep,
  forgottenAnswers,
  keptAnswersOf,
  PUBLIC_ANSWER_FIELDS,
  REDACTABLE_ANSWER_FIELDS,
} from '@/features/reviews/review-field-keys'

/**
 * The table of a review's answers (review-fields.ts) is the one place a field is declared:
 * the wizard's steps, what is kept, exported, forgotten, shown and redacted follow from it.
 */
describe('the table of a review’s answers', () => {
  it('gives each wizard step its fields in the order the step shows them', () => {
    expect(fieldsOfStep(1)).toEqual(['field_review_overallrating'])
    expect(fieldsOfStep(2)).toEqual([
      'field_review_accesscarerating',
      'field_review_custservicerating',
      'field_review_costrating',
      'field_review_experience_year',
    ])
    expect(fieldsOfStep(3)).toEqual([
      'field_review_private_message',
      'field_review_insurer_may_contact',
      'field_review_public_message',
      'field_user_account_displayname',
      'field_review_account_email',
      'field_review_tos_confirm',
      'challenge',
    ])
  })

  it('keeps each answer under its collection field, as the collection holds it', () => {
    const base = {
      field_review_overallrating: 'great',
      field_review_accesscarerating: 'good',
      field_review_custservicerating: 'okay',
      field_review_costrating: 'bad',
      field_review_public_message: 'x'.repeat(60),
      field_user_account_displayname: 'Ana',
      field_review_account_email: 'ana@example.com',
    }
    expect(
      keptAnswersOf({
        ...base,
        field_review_experience_year: '',
        field_review_private_message: '',
        field_review_insurer_may_contact: '',
      }),
    ).toEqual({
      overallRating: 'great',
      accessToCareRating: 'good',
      customerServiceRating: 'okay',
      priceTransparencyRating: 'bad',
      experienceYear: null,
      privateMessage: null,
      insurerMayContact: false,
      publicMessage: 'x'.repeat(60),
      displayName: 'Ana',
      email: 'ana@example.com',
    })
    const answered = keptAnswersOf({
      ...base,
      field_review_experience_year: '2024',
      field_review_private_message: 'For the insurer',
      field_review_insurer_may_contact: '1',
    })
    expect(answered).toMatchObject({ experienceYear: 2024, privateMessage: 'For the insurer', insurerMayContact: true })
    // The terms box and the captcha are checked, never kept.
    expect(Object.keys(answered)).not.toContain('field_review_tos_confirm')
    expect(Object.keys(answered)).toHaveLength(10)
  })

  it('exports the ratings and the year under "ratings", the rest by their own keys', () => {
    expect(
      exportedAnswersOf({
        overallRating: 'great',
        accessToCareRating: 'good',
        customerServiceRating: 'okay',
        priceTransparencyRating: 'bad',
        experienceYear: null,
        privateMessage: null,
        insurerMayContact: null,
        publicMessage: 'Public words',
        displayName: 'Ana',
        email: 'ana@example.com',
      }),
    ).toEqual({
      ratings: {
        overall: 'great',
        access_to_care: 'good',
        customer_service: 'okay',
        price_transparency: 'bad',
        experience_year: null,
      },
      private_message: null,
      insurer_may_contact: false,
      public_message: 'Public words',
      display_name: 'Ana',
      email: 'ana@example.com',
    })
  })

  it('forgets what leads back to the author and keeps what the plan page shows', () => {
    expect(forgottenAnswers()).toEqual({
      privateMessage: null,
      insurerMayContact: false,
      displayName: 'Former member',
      email: 'deleted-account@candor.invalid',
    })
    expect(PUBLIC_ANSWER_FIELDS).toEqual([
      'overallRating',
      'accessToCareRating',
      'customerServiceRating',
      'priceTransparencyRating',
      'experienceYear',
      'publicMessage',
      'displayName',
    ])
    expect(REDACTABLE_ANSWER_FIELDS).toEqual(['privateMessage', 'publicMessage', 'displayName'])
  })
})

describe('the Reviews collection built from the table', () => {
  const named = (fields: Field[]): Map<string, Field> =>
    new Map(
      fields.flatMap((field) => {
        if ('name' in field) return [[field.name, field] as [string, Field]]
        if ('fields' in field) return [...named(field.fields)]
        return []
      }),
    )
  const asVisitor = { req: { user: null, context: {} } as unknown as PayloadRequest }

  it('has every answer with the access its kind names, and the parts’ fields and hooks', async () => {
    const { reviewsCollection } = await import('@/features/reviews/server')
    const moderationHook = () => undefined
    const collection = reviewsCollection({
      fields: [{ name: 'partField', type: 'text' }],
      hooks: { afterChange: [moderationHook] },
    })
    const fields = named(collection.fields)
    for (const name of ['overallRating', 'overallScore', 'experienceYear', 'publicMessage', 'email', 'partField']) {
      expect(fields.has(name), name).toBe(true)
    }
    const readOf = (name: string) => (fields.get(name) as { access?: { read?: FieldAccess } }).access?.read
    // Public answers carry no read rule of their own; the address and the note refuse a visitor.
    expect(readOf('publicMessage')).toBeUndefined()
    expect(await readOf('email')!({ ...asVisitor, doc: { status: 'published' } } as never)).toBe(false)
    expect(await readOf('privateMessage')!({ ...asVisitor, doc: { status: 'published' } } as never)).toBe(false)
    // The collection's own hooks run first, then the parts'.
    expect(collection.hooks?.afterChange?.at(-1)).toBe(moderationHook)
    expect(collection.hooks?.afterChange?.length).toBeGreaterThan(1)
  })
})
