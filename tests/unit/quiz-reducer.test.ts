import { describe, expect, it } from 'vitest'

import { initialQuizState, quizReducer, type QuizAction, type QuizState } from '@/features/reports/quiz-reducer'
import { EMPTY_QUIZ, FIRST_QUIZ_STATE } from '@/features/reports/quiz-state'
import type { LoadedReport } from '@/features/reports/report-api'

const report = (lastStep: number): LoadedReport => ({
  id: 'r1',
  answers: { field_ir_zipcode: '77002', field_ir_county: '48201', field_ir_last_step: lastStep },
  changedAt: '2026-11-20T10:00:00.000Z',
  place: null,
  insurers: [],
  estimate: null,
  plans: null,
})

const run = (state: QuizState, ...actions: QuizAction[]) => actions.reduce(quizReducer, state)
const loading = () => initialQuizState(FIRST_QUIZ_STATE)

describe('the quiz in the browser', () => {
  it('continues a stored report at the step after the last one saved', () => {
    const resumed = run(loading(), { type: 'lastReportFound', report: report(1) })
    expect(resumed.start).toEqual({ kind: 'resumed' })
    expect(resumed.step).toBe(2)
    expect(resumed.reached).toBe(2)
    expect(resumed.reportId).toBe('r1')
    expect(resumed.draft.field_ir_zipcode).toBe('77002')
  })

  it('offers a finished report instead of the form, and starts over empty when asked', () => {
    const finished = run(loading(), { type: 'lastReportFound', report: report(4) })
    expect(finished.start.kind).toBe('finished')
    const over = run(finished, { type: 'startOver' })
    expect(over.start).toEqual({ kind: 'fresh' })
    expect(over.draft).toEqual(EMPTY_QUIZ)
    expect(over.reportId).toBeNull()
    expect(over.step).toBe(0)
  })

  it('keeps what the person typed before the stored report arrived', () => {
    const typed = run(
      loading(),
      { type: 'answer', draft: { field_ir_zipcode: '10001' } },
      { type: 'lastReportFound', report: report(1) },
    )
    expect(typed.start).toEqual({ kind: 'fresh' })
    expect(typed.draft.field_ir_zipcode).toBe('10001')
    expect(typed.reportId).toBeNull()
  })

  it("clears an answer's message as it is answered, and the money messages when money changes", () => {
    const shown = run(loading(), {
      type: 'errors',
      errors: {
        field_ir_birthday: 'Please enter your birthday',
        income: 'Enter an income',
        field_ir_under18: 'Choose',
      },
    })
    const answered = run(shown, { type: 'answer', draft: { field_ir_birthday: '1990-01-01' } })
    expect(Object.keys(answered.errors)).toEqual(['income', 'field_ir_under18'])
    const money = run(answered, {
      type: 'answer',
      draft: { money: { ...EMPTY_QUIZ.money, income: '40000' } },
      clears: (field) => field === 'income',
    })
    expect(Object.keys(money.errors)).toEqual(['field_ir_under18'])
  })

  it('goes forward and back keeping the furthest step reached, and forgets the last messages', () => {
    const moved = run(
      loading(),
      { type: 'saveFailed', message: 'Saving failed' },
      { type: 'goTo', step: 3 },
      { type: 'goTo', step: 1 },
    )
    expect(moved.step).toBe(1)
    expect(moved.reached).toBe(3)
    expect(moved.saveError).toBeNull()
  })

  it('is saving between the save and its answer, and keeps the report the server named', () => {
    const saving = run(loading(), { type: 'saving' })
    expect(saving.saving).toBe(true)
    const saved = run(saving, { type: 'saved', reportId: 'abc' })
    expect(saved.saving).toBe(false)
    expect(saved.reportId).toBe('abc')
    const refused = run(saving, { type: 'errors', errors: { field_ir_zipcode: 'Please enter zip code' } })
    expect(refused.saving).toBe(false)
  })
})
