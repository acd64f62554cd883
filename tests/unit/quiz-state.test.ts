import { describe, expect, it } from 'vitest'

import {
  draftFromAnswers,
  draftFromForm,
  EMPTY_QUIZ,
  resumeStep,
  stepErrors,
  stepSave,
} from '@/features/reports/quiz-state'
import { ageOn, reportFieldsSchema, todayIso } from '@/features/reports'

const yearsAgo = (years: number, days = 0) => {
  const date = new Date()
  date.setFullYear(date.getFullYear() - years)
  date.setDate(date.getDate() - days)
  return todayIso(date)
}

describe('each quiz step checks only its own fields, with the messages people read', () => {
  it('step 0: the ZIP code, with the specification’s messages in their order', () => {
    expect(stepErrors(0, EMPTY_QUIZ)).toEqual({ field_ir_zipcode: 'Please enter zip code' })
    expect(stepErrors(0, { ...EMPTY_QUIZ, field_ir_zipcode: '770' })).toEqual({
      field_ir_zipcode: 'Zip code must be at least 5 digits',
    })
    expect(stepErrors(0, { ...EMPTY_QUIZ, field_ir_zipcode: '77a02' })).toEqual({
      field_ir_zipcode: 'Zip code must contain only numbers',
    })
    expect(stepErrors(0, { ...EMPTY_QUIZ, field_ir_zipcode: '770021' })).toEqual({
      field_ir_zipcode: "Zip Code can't be longer than 5 digits",
    })
    // The other steps' empty fields do not stop step 0.
    expect(stepErrors(0, { ...EMPTY_QUIZ, field_ir_zipcode: '77002' })).toEqual({})
  })

  it('step 1: a date of birth that is a real day, not in the future, at most 120 years ago; children answered', () => {
    const ok = { ...EMPTY_QUIZ, field_ir_birthday: '1988-04-21', field_ir_under18: false }
    expect(stepErrors(1, ok)).toEqual({})
    expect(stepErrors(1, EMPTY_QUIZ)).toEqual({
      field_ir_birthday: 'Please enter your date of birth',
      field_ir_under18: 'Please say whether children under 18 will be on the plan',
    })
    expect(stepErrors(1, { ...ok, field_ir_birthday: '1988-02-30' }).field_ir_birthday).toBe(
      'Dates must be written as yyyy-mm-dd',
    )
    expect(stepErrors(1, { ...ok, field_ir_birthday: '04/21/1988' }).field_ir_birthday).toBe(
      'Dates must be written as yyyy-mm-dd',
    )
    expect(stepErrors(1, { ...ok, field_ir_birthday: yearsAgo(-1) }).field_ir_birthday).toBe(
      "Date of birth can't be in the future",
    )
    expect(stepErrors(1, { ...ok, field_ir_birthday: yearsAgo(121) }).field_ir_birthday).toBe(
      'Please check the year: that is more than 120 years ago',
    )
    expect(stepErrors(1, { ...ok, field_ir_birthday: yearsAgo(120) })).toEqual({})
    expect(stepErrors(1, { ...ok, field_ir_birthday: todayIso() })).toEqual({})
  })

  it('steps 2 to 4: health answers are optional, meters always set, the email optional but valid', () => {
    expect(stepErrors(2, EMPTY_QUIZ)).toEqual({})
    expect(stepErrors(3, EMPTY_QUIZ)).toEqual({})
    expect(stepErrors(4, EMPTY_QUIZ)).toEqual({})
    expect(stepErrors(4, { ...EMPTY_QUIZ, field_ir_submit_email: 'rosa@' })).toEqual({
      field_ir_submit_email: 'Please Enter a valid email',
    })
  })
})

describe('what a step saves', () => {
  it('saves health answers only with agreement; unanswered ones as "prefer not to say"', () => {
    const draft = { ...EMPTY_QUIZ, field_ir_diabetes: true as const }
    expect(stepSave(2, draft, new Date('2026-11-23T10:00:00Z'))).toEqual({
      field_ir_health_consent: false,
      field_ir_last_step: 2,
      field_ir_last_time: '2026-11-23T10:00:00.000Z',
    })
    const agreed = stepSave(2, { ...draft, field_ir_health_consent: true })
    expect(agreed).toMatchObject({
      field_ir_health_consent: true,
      field_ir_diabetes: true,
      field_ir_pregnant: null,
      field_ir_medication: null,
      field_ir_hospitalized: null,
    })
    expect(reportFieldsSchema.safeParse(agreed).success).toBe(true)
  })

  it('resumes after the last step saved, and reads saved answers back into the form', () => {
    expect(resumeStep({})).toBe(0)
    expect(resumeStep({ field_ir_last_step: 0 })).toBe(1)
    expect(resumeStep({ field_ir_last_step: 3 })).toBe(4)
    expect(resumeStep({ field_ir_last_step: 4 })).toBe(4)
    const draft = draftFromAnswers({ field_ir_zipcode: '77002', field_ir_paymentmeter: 90, field_ir_pregnant: null })
    expect(draft).toMatchObject({ field_ir_zipcode: '77002', field_ir_paymentmeter: 90, field_ir_commsmeter: 50 })
    expect(draft.field_ir_pregnant).toBeNull()
    expect(draft.field_ir_diabetes).toBeUndefined()
  })

  it('counts age in whole years, the day before a birthday still the younger age', () => {
    expect(ageOn('2000-06-15', '2026-06-14')).toBe(25)
    expect(ageOn('2000-06-15', '2026-06-15')).toBe(26)
  })
})

describe('the money questions of step 1', () => {
  const who = { ...EMPTY_QUIZ, field_ir_birthday: '1988-04-21', field_ir_under18: true }

  it('saves only that they were declined, so no income is asked or kept', () => {
    expect(stepErrors(1, who)).toEqual({})
    const saved = stepSave(1, { ...who, money: { ...who.money, income: '50000' } })
    expect(saved.field_ir_money_consent).toBe(false)
    expect(saved).not.toHaveProperty('field_ir_household_income')
  })

  it('once agreed, asks for the income and reads the amounts and ages as typed', () => {
    const agreed = { ...who, money: { ...who.money, consent: true } }
    expect(stepErrors(1, agreed)).toEqual({
      field_ir_household_income: 'Enter your household’s yearly income in dollars.',
    })
    const typed = { ...agreed, money: { ...agreed.money, income: '$42,000', coveredAges: '38, 9 6', tobacco: true } }
    expect(stepErrors(1, typed)).toEqual({})
    expect(stepSave(1, typed)).toMatchObject({
      field_ir_money_consent: true,
      field_ir_household_income: 42000,
      field_ir_household_size: null,
      field_ir_covered_ages: [38, 9, 6],
      field_ir_tobacco: true,
    })
    expect(stepErrors(1, { ...typed, money: { ...typed.money, coveredAges: '38, nine' } })).toEqual({
      field_ir_covered_ages: 'Enter each person’s age as a whole number from 0 to 120.',
    })
    expect(stepErrors(1, { ...typed, money: { ...typed.money, householdSize: '2' } })).toEqual({
      field_ir_household_size: 'The household cannot be smaller than the number of people who need coverage.',
    })
    expect(stepErrors(1, { ...typed, money: { ...typed.money, income: '-1' } })).toEqual({
      field_ir_household_income: 'The yearly income cannot be below $0.',
    })
  })

  it('comes back as it was typed when a person returns to the quiz', () => {
    const draft = draftFromAnswers({
      field_ir_money_consent: true,
      field_ir_household_income: 42000,
      field_ir_household_size: 4,
      field_ir_covered_ages: [38, 9],
      field_ir_tobacco: false,
    })
    expect(draft.money).toEqual({
      consent: true,
      income: '42000',
      householdSize: '4',
      coveredAges: '38, 9',
      tobacco: false,
    })
    expect(draftFromAnswers({ field_ir_household_income: 42000 }).money.consent).toBe(false)
  })
})

describe('a step posted as a form, without script', () => {
  const form = (entries: Record<string, string>) => new Map(Object.entries(entries))

  it('reads radio buttons, boxes and meters as the browser sends them, and keeps the other steps', () => {
    const base = { ...EMPTY_QUIZ, field_ir_zipcode: '77002', field_ir_commsmeter: 80 }
    const who = draftFromForm(
      1,
      form({
        field_ir_birthday: '1988-04-21',
        field_ir_under18: 'false',
        field_ir_money_consent: 'on',
        field_ir_household_income: '$42,000',
      }),
      base,
    )
    expect(who).toMatchObject({
      field_ir_zipcode: '77002',
      field_ir_birthday: '1988-04-21',
      field_ir_under18: false,
      money: { consent: true, income: '$42,000', tobacco: false },
    })
    expect(stepErrors(1, who)).toEqual({})

    const health = draftFromForm(
      2,
      form({ field_ir_health_consent: 'on', field_ir_diabetes: 'true', field_ir_pregnant: 'null' }),
      base,
    )
    expect(health).toMatchObject({ field_ir_health_consent: true, field_ir_diabetes: true, field_ir_pregnant: null })
    expect(health.field_ir_medication).toBeUndefined()
    // Answers sent without the agreement are not kept.
    expect(stepSave(2, draftFromForm(2, form({ field_ir_diabetes: 'true' }), base))).toMatchObject({
      field_ir_health_consent: false,
    })

    const meters = draftFromForm(3, form({ field_ir_commsmeter: '15', field_ir_paymentmeter: 'lots' }), base)
    expect(meters).toMatchObject({ field_ir_commsmeter: 15, field_ir_paymentmeter: 50, field_ir_flexibilitymeter: 50 })
  })
})
