'use client'

import type { RefObject } from 'react'

import { AppLink } from '@/components/ui/app-link'
import { FormField } from '@/components/ui/form-field'
import { ExchangeNotice, ZipCodeField } from '@/features/plans'
import type { Locale } from '@/lib/i18n'
import { ROUTES, STAY_IN_THE_LOOP_ID } from '@/platform/routes'
import type { quiz as quizEn } from '@/messages/en/quiz'

import type { QuizLookup } from '../quiz-reducer'
import { QUIZ_FORM, type QuizDraft, type MoneyDraft } from '../quiz-state'
import { HEALTH_FIELDS, todayIso } from '../schema'
import { ChoiceGroup, PriorityMeters } from './quiz-fields'
import { MoneyQuestions } from './money-questions'

/** What every step of the quiz is given: its words, the draft, the messages and the way to answer. */
export type StepProps = {
  m: typeof quizEn
  draft: QuizDraft
  errors: Record<string, string>
  update: (answers: Partial<QuizDraft>) => void
  headingRef: RefObject<HTMLHeadingElement | null>
}

/** Step 0: the ZIP code, the county when it has several, and a state's own exchange. */
export function WhereStep({
  m,
  draft,
  errors,
  update,
  headingRef,
  place,
  exchange,
  locale,
}: StepProps & {
  place: QuizLookup['result'] | null
  exchange: QuizLookup['result']['exchange']
  locale: Locale
}) {
  const zip = draft.field_ir_zipcode.trim()
  return (
    <>
      <h2 id="quiz-step-heading" ref={headingRef} tabIndex={-1}>
        {m.where.heading}
      </h2>
      <p>{m.where.lead}</p>
      <ZipCodeField
        name="field_ir_zipcode"
        label={m.where.zipLabel}
        hint={m.where.zipHint}
        value={draft.field_ir_zipcode}
        error={errors.field_ir_zipcode ?? null}
        id="quiz-field_ir_zipcode"
        onChange={(value) => {
          update({ field_ir_zipcode: value, field_ir_county: '' })
        }}
      />
      {place && place.counties.length > 1 ? <input type="hidden" name={QUIZ_FORM.countiesShown} value="1" /> : null}
      {place && place.counties.length > 1 ? (
        <ChoiceGroup
          name="field_ir_county"
          legend={m.where.countyLegend(zip)}
          options={place.counties.map((county) => ({
            value: county.fips,
            label: m.where.countyOption(county.name, county.nids.length),
          }))}
          value={draft.field_ir_county || undefined}
          onChange={(fips) => update({ field_ir_county: fips })}
          error={errors.field_ir_county}
        />
      ) : null}
      {exchange ? (
        <div className="quiz-exchange" role="status">
          <ExchangeNotice exchange={exchange} text={m.where.exchange} locale={locale} />
          <p>{m.where.meanwhile}</p>
          <ul>
            <li>
              <AppLink href={ROUTES.article}>{m.where.articleLink}</AppLink>
            </li>
            <li>
              <AppLink href={`/#${STAY_IN_THE_LOOP_ID}`}>{m.where.newsletterLink}</AppLink>
            </li>
          </ul>
        </div>
      ) : null}
    </>
  )
}

/** Step 1: birthday, whether under 18, and the money questions of the tax-credit estimate. */
export function WhoStep({
  m,
  draft,
  errors,
  update,
  headingRef,
  onMoneyChange,
}: StepProps & { onMoneyChange: (money: MoneyDraft) => void }) {
  return (
    <>
      <h2 id="quiz-step-heading" ref={headingRef} tabIndex={-1}>
        {m.who.heading}
      </h2>
      <FormField
        id="quiz-field_ir_birthday"
        label={m.who.birthdayLabel}
        hint={m.who.birthdayHint}
        error={errors.field_ir_birthday}
      >
        {(control) => (
          <input
            {...control}
            type="date"
            name="field_ir_birthday"
            className="text-input quiz-date"
            autoComplete="bday"
            max={todayIso()}
            value={draft.field_ir_birthday}
            onChange={(event) => update({ field_ir_birthday: event.target.value })}
          />
        )}
      </FormField>
      <ChoiceGroup
        name="field_ir_under18"
        legend={m.who.under18Legend}
        options={[
          { value: true, label: m.who.yes },
          { value: false, label: m.who.no },
        ]}
        value={draft.field_ir_under18}
        onChange={(value) => update({ field_ir_under18: value })}
        error={errors.field_ir_under18}
      />
      <MoneyQuestions money={draft.money} errors={errors} onChange={onMoneyChange} />
    </>
  )
}

/** Step 2: the health questions, asked only once the person has agreed to answer them. */
export function HealthStep({ m, draft, errors, update, headingRef }: StepProps) {
  return (
    <>
      <h2 id="quiz-step-heading" ref={headingRef} tabIndex={-1}>
        {m.health.heading}
      </h2>
      <p id="quiz-health-use">{m.health.use}</p>
      <div className="form-field form-field--checkbox">
        <label>
          <input
            type="checkbox"
            name="field_ir_health_consent"
            checked={draft.field_ir_health_consent}
            aria-describedby="quiz-health-use"
            onChange={(event) => update({ field_ir_health_consent: event.target.checked })}
          />{' '}
          {m.health.consentLabel}
        </label>
      </div>
      {/* Shown once the box is ticked, by the style sheet, so that a page without script asks them too. */}
      <div className="quiz-consented">
        {HEALTH_FIELDS.map((name) => (
          <ChoiceGroup
            key={name}
            name={name}
            legend={m.health.questions[name]}
            options={[
              { value: true, label: m.health.yes },
              { value: false, label: m.health.no },
              { value: null, label: m.health.preferNot },
            ]}
            value={draft[name]}
            onChange={(value) => update({ [name]: value })}
            error={errors[name]}
          />
        ))}
      </div>
      <p className="quiz-note quiz-unconsented">{m.health.skipped}</p>
    </>
  )
}

/** Step 3: what matters most, on three meters. */
export function PrioritiesStep({ m, draft, update, headingRef }: StepProps) {
  return (
    <>
      <h2 id="quiz-step-heading" ref={headingRef} tabIndex={-1}>
        {m.priorities.heading}
      </h2>
      <p>{m.priorities.lead}</p>
      <PriorityMeters values={draft} onChange={(name, value) => update({ [name]: value })} />
    </>
  )
}

/** Step 4: the email the report is sent to, if any. */
export function FinishStep({ m, draft, errors, update, headingRef, signedIn }: StepProps & { signedIn: boolean }) {
  return (
    <>
      <h2 id="quiz-step-heading" ref={headingRef} tabIndex={-1}>
        {m.finish.heading}
      </h2>
      <p>{m.finish.lead}</p>
      <FormField
        id="quiz-field_ir_submit_email"
        label={m.finish.emailLabel}
        hint={m.finish.emailHint}
        error={errors.field_ir_submit_email}
      >
        {(control) => (
          <input
            {...control}
            type="email"
            name="field_ir_submit_email"
            className="text-input"
            autoComplete="email"
            value={draft.field_ir_submit_email}
            onChange={(event) => update({ field_ir_submit_email: event.target.value })}
          />
        )}
      </FormField>
      <p className="quiz-note">{signedIn ? m.finish.memberNote : m.finish.visitorNote}</p>
    </>
  )
}
