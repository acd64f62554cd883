import { describe, expect, it } from 'vitest'

import { accountOf, memberReportsOf, memberReviewsOf, savedPlanIdsOf } from '@/features/accounts'
import { readAnswer } from '@/lib/api-client'

describe('reading account answers in the browser', () => {
  it('reads call 7’s account, with the id as number or digits, and refuses a malformed one', () => {
    const account = { uid: '12', first_name: 'Ana', last_name: 'Ruiz', email: 'ana@example.com' }
    expect(accountOf({ account })).toEqual({ ...account, uid: 12, pending_email: null })
    expect(accountOf({ account: { ...account, pending_email: 'new@example.com' } })?.pending_email).toBe(
      'new@example.com',
    )
    expect(accountOf({ account: { ...account, uid: 0 } })).toBeNull()
    expect(accountOf({ account: { ...account, email: 5 } })).toBeNull()
    expect(accountOf(null)).toBeNull()
  })

  it('reads saved plan ids only when every one is a plan id', () => {
    const answer = (ids: unknown[]) => ({ account_savedplans: { field_savedplans_ids: ids } })
    expect(savedPlanIdsOf(answer([{ value: 65 }, { value: '70' }]))).toEqual([65, 70])
    expect(savedPlanIdsOf(answer([]))).toEqual([])
    expect(savedPlanIdsOf(answer([{ value: 'x' }]))).toBeNull()
    expect(savedPlanIdsOf({})).toBeNull()
  })

  it('reads a member’s reviews, a plan given by id or as an object, missing texts as empty', () => {
    const reviews = memberReviewsOf({
      reviews: [
        { id: 1, plan: { id: 65 }, status: 'pending', plan_name: 'Blue Plan' },
        { id: 2, plan: 70, status: 'published', public_message: 'Good.' },
      ],
    })
    expect(reviews).toEqual([
      expect.objectContaining({ id: 1, plan: 65, plan_name: 'Blue Plan', public_message: '', submitted_at: null }),
      expect.objectContaining({ id: 2, plan: 70, public_message: 'Good.' }),
    ])
    expect(memberReviewsOf({ reviews: [{ id: 'one', status: 'pending' }] })).toBeNull()
  })

  it('reads call 3’s reports: none as [], finished at step 4, malformed as null', () => {
    expect(memberReportsOf({ issuer_reports: [] })).toEqual([])
    expect(
      memberReportsOf({
        issuer_reports: {
          abc: {
            field_ir_unique_id: [{ value: 'abc' }],
            field_ir_zipcode: [{ value: '77002' }],
            field_ir_last_step: [{ value: 4 }],
          },
        },
      }),
    ).toEqual([{ id: 'abc', changedAt: null, zip: '77002', finished: true }])
    expect(memberReportsOf({ issuer_reports: { abc: 'nope' } })).toBeNull()
  })

  it('reads a failure envelope’s message and field errors, ignoring what is malformed', () => {
    expect(readAnswer(400, { message: 'Check the form', errors: { email: 'Email is required' } })).toEqual({
      ok: false,
      status: 400,
      message: 'Check the form',
      errors: { email: 'Email is required' },
    })
    expect(readAnswer(500, { message: 3, errors: { email: 4 } })).toEqual({
      ok: false,
      status: 500,
      message: null,
      errors: {},
    })
    expect(readAnswer(200, { data: { ok: true } })).toEqual({ ok: true, status: 200, data: { ok: true } })
  })
})
