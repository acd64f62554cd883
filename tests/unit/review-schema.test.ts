import { describe, expect, it } from 'vitest'

import { fieldErrors, reviewPayloadSchema, stepOneSchema, stepThreeSchema, stepTwoSchema } from '@/features/reviews'

const STEP_THREE = {
  field_review_private_message: '',
  field_review_public_message: 'The plan paid my claims quickly and the nurse line called back the same day.',
  field_user_account_displayname: 'Maria G.',
  field_review_account_email: 'maria@example.com',
  field_review_tos_confirm: '1',
  challenge: 'solved-challenge-payload',
}

describe('review rules and messages (seed-spec §5)', () => {
  it('step 1: the overall rating is required and must be one of the five faces', () => {
    expect(fieldErrors(stepOneSchema, {})).toEqual({ field_review_overallrating: 'Overall rating is required' })
    expect(fieldErrors(stepOneSchema, { field_review_overallrating: '' })).toEqual({
      field_review_overallrating: 'Overall rating is required',
    })
    expect(fieldErrors(stepOneSchema, { field_review_overallrating: 'superb' })).toEqual({
      field_review_overallrating: 'Invalid rating selection',
    })
    for (const face of ['terrible', 'bad', 'okay', 'good', 'great']) {
      expect(fieldErrors(stepOneSchema, { field_review_overallrating: face })).toEqual({})
    }
  })

  it('step 2: each of the three ratings is required', () => {
    expect(fieldErrors(stepTwoSchema, {})).toEqual({
      field_review_accesscarerating: 'Access to care rating is required',
      field_review_custservicerating: 'Customer service rating is required',
      field_review_costrating: 'Cost rating is required',
    })
    expect(
      fieldErrors(stepTwoSchema, {
        field_review_accesscarerating: 'good',
        field_review_custservicerating: 'meh',
        field_review_costrating: 'bad',
      }),
    ).toEqual({ field_review_custservicerating: 'Invalid rating selection' })
  })

  it.each([
    [
      { field_review_private_message: 'x'.repeat(501) },
      'field_review_private_message',
      'Private message cannot exceed 500 characters',
    ],
    [
      { field_review_public_message: 'Too short to help anyone.' },
      'field_review_public_message',
      'Public message must be at least 50 characters',
    ],
    [
      { field_review_public_message: 'x'.repeat(1001) },
      'field_review_public_message',
      'Public message cannot exceed 1000 characters',
    ],
    [{ field_user_account_displayname: '  ' }, 'field_user_account_displayname', 'Name is required'],
    [
      { field_user_account_displayname: 'n'.repeat(121) },
      'field_user_account_displayname',
      "Name can't be longer than 120 characters",
    ],
    [{ field_review_account_email: '' }, 'field_review_account_email', 'Email is required'],
    [{ field_review_account_email: 'maria@' }, 'field_review_account_email', 'Please Enter a valid email'],
    [{ challenge: '' }, 'challenge', 'Please solve captcha'],
    [
      { field_review_tos_confirm: false },
      'field_review_tos_confirm',
      'You must accept the Terms of Service to continue',
    ],
    [
      { field_review_tos_confirm: undefined },
      'field_review_tos_confirm',
      'Terms of Service acceptance is required at this step',
    ],
  ])('step 3: %o is refused on %s with "%s"', (change, field, message) => {
    expect(fieldErrors(stepThreeSchema, { ...STEP_THREE, ...change })).toEqual({ [field]: message })
  })

  it('step 3: a complete step passes, the private note being optional', () => {
    expect(fieldErrors(stepThreeSchema, STEP_THREE)).toEqual({})
    expect(fieldErrors(stepThreeSchema, { ...STEP_THREE, field_review_private_message: 'x'.repeat(500) })).toEqual({})
    expect(fieldErrors(stepThreeSchema, { ...STEP_THREE, field_review_public_message: 'y'.repeat(50) })).toEqual({})
  })

  it('step 3: the insurer may contact the reviewer only if asked, and the box takes only its own values', () => {
    for (const value of [undefined, '', '0', '1', true, false, 0, 1]) {
      expect(fieldErrors(stepThreeSchema, { ...STEP_THREE, field_review_insurer_may_contact: value })).toEqual({})
    }
    for (const value of ['yes', 2, 'true', null]) {
      expect(fieldErrors(stepThreeSchema, { ...STEP_THREE, field_review_insurer_may_contact: value })).toEqual({
        field_review_insurer_may_contact: 'Tick the box to let the insurer contact you, or leave it empty.',
      })
    }
  })

  it('the whole payload needs the plan id and the client id as well as every step', () => {
    const payload = {
      field_review_overallrating: 'good',
      field_review_accesscarerating: 'good',
      field_review_custservicerating: 'okay',
      field_review_costrating: 'bad',
      ...STEP_THREE,
      field_review_issuerid: '65',
      client_review_id: '7d4f2c1e-8a9b-4c3d-9e2f-1a2b3c4d5e6f',
    }
    expect(reviewPayloadSchema.safeParse(payload).success).toBe(true)
    expect(fieldErrors(reviewPayloadSchema, { ...payload, field_review_issuerid: 'x' })).toEqual({
      field_review_issuerid: 'This plan could not be found. Please choose your plan again.',
    })
    expect(fieldErrors(reviewPayloadSchema, { ...payload, client_review_id: undefined })).toEqual({
      client_review_id: 'This review is missing its id. Please reload the page and try again.',
    })
  })
})
