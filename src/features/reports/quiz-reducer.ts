/**
 * The quiz's state in the browser, and every change it can go through, without React
 * (decision 014): the step shown and the furthest reached, the draft, the messages, the
 * report being saved and the place call 1 found. `quiz.tsx` dispatches these actions; the
 * tests run them directly.
 */
import type { PlanLookup } from '@/features/plans'

import type { LoadedReport } from './report-api'
import { draftFromAnswers, EMPTY_QUIZ, resumeStep, type QuizDraft, type QuizFormState } from './quiz-state'
import { LAST_QUIZ_STEP, type QuizStep } from './schema'

/**
 * Where the quiz begins: the first step while the browser looks for a report to continue (the
 * page shows it at once, and without script it stays), a report to continue, a finished one to
 * go back to, or nothing.
 */
export type QuizStart =
  { kind: 'loading' } | { kind: 'fresh' } | { kind: 'resumed' } | { kind: 'finished'; report: LoadedReport }

export type QuizLookup = { zip: string; result: PlanLookup }

export type QuizState = {
  start: QuizStart
  step: QuizStep
  /** The furthest step reached, whose earlier steps may be opened again. */
  reached: QuizStep
  draft: QuizDraft
  errors: Record<string, string>
  reportId: string | null
  lookup: QuizLookup | null
  saving: boolean
  saveError: string | null
  /** Whether the person has typed or chosen anything yet: a stored report then no longer replaces the form. */
  touched: boolean
}

export type QuizAction =
  /** The report this device or account worked on last, or none. */
  | { type: 'lastReportFound'; report: LoadedReport | null }
  | { type: 'goTo'; step: QuizStep }
  | { type: 'answer'; draft: Partial<QuizDraft>; clears?: (field: string) => boolean }
  | { type: 'errors'; errors: Record<string, string> }
  | { type: 'lookedUp'; lookup: QuizLookup }
  | { type: 'saving' }
  | { type: 'saved'; reportId: string }
  | { type: 'saveFailed'; message: string | null }
  | { type: 'startOver' }

/** The state the quiz starts from: a posted step's answer (a page without script), or the first step. */
export function initialQuizState(posted: QuizFormState): QuizState {
  return {
    start: posted.posted ? { kind: 'fresh' } : { kind: 'loading' },
    step: posted.step,
    reached: posted.reached,
    draft: posted.draft,
    errors: posted.errors,
    reportId: posted.reportId,
    lookup: posted.place,
    saving: false,
    saveError: posted.message,
    touched: false,
  }
}

export function quizReducer(state: QuizState, action: QuizAction): QuizState {
  switch (action.type) {
    case 'lastReportFound': {
      if (state.start.kind !== 'loading') return state
      const { report } = action
      if (!report || state.touched) return { ...state, start: { kind: 'fresh' } }
      if (report.answers.field_ir_last_step === LAST_QUIZ_STEP) return { ...state, start: { kind: 'finished', report } }
      const next = resumeStep(report.answers)
      return {
        ...state,
        start: { kind: 'resumed' },
        draft: draftFromAnswers(report.answers),
        reportId: report.id,
        step: next,
        reached: next,
      }
    }
    case 'goTo':
      return {
        ...state,
        step: action.step,
        reached: action.step > state.reached ? action.step : state.reached,
        errors: {},
        saveError: null,
      }
    case 'answer': {
      const answered = Object.keys(action.draft)
      const clears = (field: string) => answered.includes(field) || (action.clears?.(field) ?? false)
      const kept = Object.entries(state.errors).filter(([field]) => !clears(field))
      return {
        ...state,
        touched: true,
        draft: { ...state.draft, ...action.draft },
        errors: kept.length === Object.keys(state.errors).length ? state.errors : Object.fromEntries(kept),
      }
    }
    case 'errors':
      return { ...state, saving: false, errors: action.errors }
    case 'lookedUp':
      return { ...state, lookup: action.lookup }
    case 'saving':
      return { ...state, saving: true, saveError: null }
    case 'saved':
      return { ...state, saving: false, reportId: action.reportId }
    case 'saveFailed':
      return { ...state, saving: false, saveError: action.message }
    case 'startOver':
      return {
        ...state,
        start: { kind: 'fresh' },
        draft: EMPTY_QUIZ,
        reportId: null,
        lookup: null,
        errors: {},
        step: 0,
        reached: 0,
      }
  }
}
