'use client'

import { FormField } from '@/components/ui/form-field'
import { AppLink } from '@/components/ui/app-link'
import { useMessages } from '@/components/ui/locale'
import { ROUTES } from '@/platform/routes'
import { quiz as quizEn } from '@/messages/en/quiz'
import { quiz as quizEs } from '@/messages/es/quiz'

import type { MoneyDraft } from '../quiz-state'
import { MONEY_FIELDS } from '../schema'

/** The money answers' field names, whose errors this part of step 1 shows. */
export const MONEY_FIELD_NAMES: ReadonlySet<string> = new Set(MONEY_FIELDS)

/**
 * The optional money questions of step 1: the household's size and income, the ages of the
 * others on the plan, tobacco use. Asked only after the person agrees to their stated use, as the
 * health questions are; withdrawing the agreement removes the answers when the step is saved.
 */
export function MoneyQuestions({
  money,
  errors,
  onChange,
}: {
  money: MoneyDraft
  errors: Record<string, string>
  onChange: (money: MoneyDraft) => void
}) {
  const m = useMessages(quizEn, quizEs).who
  const set = <K extends keyof MoneyDraft>(name: K, value: MoneyDraft[K]) => onChange({ ...money, [name]: value })
  return (
    <fieldset className="quiz-money">
      <legend>{m.moneyHeading}</legend>
      <p id="quiz-money-use">{m.moneyUse}</p>
      <div className="form-field form-field--checkbox">
        <label>
          <input
            type="checkbox"
            name="field_ir_money_consent"
            checked={money.consent}
            aria-describedby="quiz-money-use"
            onChange={(event) => set('consent', event.target.checked)}
          />{' '}
          {m.moneyConsentLabel}
        </label>
      </div>
      {/* Shown once the box is ticked, by the style sheet, so that a page without script asks them too. */}
      <div className="quiz-consented">
        <FormField
          id="quiz-field_ir_household_income"
          label={m.incomeLabel}
          hint={m.incomeHint}
          error={errors.field_ir_household_income}
        >
          {(control) => (
            <input
              {...control}
              name="field_ir_household_income"
              className="text-input quiz-money__income"
              inputMode="decimal"
              value={money.income}
              onChange={(event) => set('income', event.target.value)}
            />
          )}
        </FormField>
        <FormField
          id="quiz-field_ir_covered_ages"
          label={m.coveredAgesLabel}
          hint={m.coveredAgesHint}
          error={errors.field_ir_covered_ages}
        >
          {(control) => (
            <input
              {...control}
              name="field_ir_covered_ages"
              className="text-input quiz-money__ages"
              value={money.coveredAges}
              onChange={(event) => set('coveredAges', event.target.value)}
            />
          )}
        </FormField>
        <FormField
          id="quiz-field_ir_household_size"
          label={m.householdSizeLabel}
          hint={m.householdSizeHint}
          error={errors.field_ir_household_size}
        >
          {(control) => (
            <input
              {...control}
              name="field_ir_household_size"
              className="text-input quiz-money__size"
              inputMode="numeric"
              maxLength={2}
              value={money.householdSize}
              onChange={(event) => set('householdSize', event.target.value)}
            />
          )}
        </FormField>
        <div className="form-field form-field--checkbox">
          <label>
            <input
              type="checkbox"
              name="field_ir_tobacco"
              checked={money.tobacco}
              onChange={(event) => set('tobacco', event.target.checked)}
            />{' '}
            {m.tobaccoLabel}
          </label>
        </div>
      </div>
      <p className="quiz-note quiz-unconsented">
        {m.moneySkipped} <AppLink href={ROUTES.costs}>{m.costsLink}</AppLink>
      </p>
    </fieldset>
  )
}
