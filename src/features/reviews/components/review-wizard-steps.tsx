'use client'

import { Honeypot } from '@/components/ui/honeypot'
import { AppLink } from '@/components/ui/app-link'
import { ROUTES } from '@/platform/routes'
import type { reviewWizard as reviewWizardEn } from '@/messages/en/reviewWizard'

import { HONEYPOT_FIELD } from '../contract'
import { experienceYears, PRIVATE_MESSAGE_MAX, PUBLIC_MESSAGE_MAX, PUBLIC_MESSAGE_MIN } from '../review-fields'
import { RATING_REQUIRED } from '../schema'
import { RATING_CATEGORIES, RATING_SPEC_FIELDS } from '../ratings'
import type { DraftField, ReviewDraft } from '../wizard-state'
import { CaptchaField } from './captcha-field'
import { FaceRating } from './face-rating'
import { CheckboxField, SelectField, TermsField, TextAreaField, TextField } from './review-wizard-fields'

/** Step 2's ratings: every category but the overall one, which step 1 asks. */
const STEP_TWO_RATINGS = RATING_CATEGORIES.filter((category) => category !== 'overall').map(
  (category) => [RATING_SPEC_FIELDS[category], category] as const,
)

/** What the fields of a wizard step are given: the words, the draft, its messages and the ways to change it. */
export type StepFieldProps = {
  m: typeof reviewWizardEn
  draft: ReviewDraft
  errorOf: (field: DraftField) => string | null
  change: (field: DraftField, value: ReviewDraft[DraftField]) => void
  touch: (field: DraftField) => () => void
  fieldId: (field: DraftField) => string
}

/**
 * Step 2: the three ratings beside the overall one, and the year of the experience. A rating
 * left empty is named by its own label (the specification's "Cost rating is required" sits
 * under "Price Transparency"); the year's hint shows the year picked as the review will.
 */
export function StepTwoFields({ m, draft, errorOf, change, touch, fieldId }: StepFieldProps) {
  return (
    <>
      {STEP_TWO_RATINGS.map(([field, label]) => (
        <FaceRating
          key={field}
          name={field}
          legend={<span className="face-rating__caption">{m[label]}</span>}
          value={draft[field]}
          error={errorOf(field) === RATING_REQUIRED[label] ? m.ratingRequired(m[label]) : errorOf(field)}
          onChange={(value) => change(field, value)}
          onBlur={touch(field)}
        />
      ))}
      <SelectField
        id={fieldId('field_review_experience_year')}
        label={m.experienceYearLabel}
        hint={m.experienceYearHint(String(draft.field_review_experience_year ?? ''))}
        value={String(draft.field_review_experience_year ?? '')}
        error={errorOf('field_review_experience_year')}
        options={[
          { value: '', label: m.experienceYearNone },
          ...experienceYears().map((year) => ({ value: String(year), label: String(year) })),
        ]}
        onChange={(value) => change('field_review_experience_year', value)}
        onBlur={touch('field_review_experience_year')}
      />
    </>
  )
}

/** Step 3: the private note and the public review, the name and email, the terms and the captcha. */
export function StepThreeFields({
  m,
  draft,
  errorOf,
  change,
  touch,
  fieldId,
  onCaptchaChange,
}: StepFieldProps & { onCaptchaChange: (payload: string) => void }) {
  return (
    <>
      <TextAreaField
        id={fieldId('field_review_private_message')}
        label={m.privateLabel}
        hint={m.privateHint}
        value={draft.field_review_private_message}
        error={errorOf('field_review_private_message')}
        max={PRIVATE_MESSAGE_MAX}
        rows={3}
        onChange={(value) => change('field_review_private_message', value)}
        onBlur={touch('field_review_private_message')}
      />
      <CheckboxField
        id={fieldId('field_review_insurer_may_contact')}
        label={m.insurerContactLabel}
        hint={m.insurerContactHint}
        checked={draft.field_review_insurer_may_contact}
        error={errorOf('field_review_insurer_may_contact')}
        onChange={(checked) => change('field_review_insurer_may_contact', checked)}
        onBlur={touch('field_review_insurer_may_contact')}
      />
      <TextAreaField
        id={fieldId('field_review_public_message')}
        label={m.publicLabel}
        hint={m.publicHint}
        value={draft.field_review_public_message}
        error={errorOf('field_review_public_message')}
        min={PUBLIC_MESSAGE_MIN}
        max={PUBLIC_MESSAGE_MAX}
        rows={6}
        onChange={(value) => change('field_review_public_message', value)}
        onBlur={touch('field_review_public_message')}
      />
      <TextField
        id={fieldId('field_user_account_displayname')}
        label={m.nameLabel}
        hint={m.nameHint}
        autoComplete="name"
        value={draft.field_user_account_displayname}
        error={errorOf('field_user_account_displayname')}
        onChange={(value) => change('field_user_account_displayname', value)}
        onBlur={touch('field_user_account_displayname')}
      />
      <TextField
        id={fieldId('field_review_account_email')}
        label={m.emailLabel}
        hint={m.emailHint}
        type="email"
        autoComplete="email"
        value={draft.field_review_account_email}
        error={errorOf('field_review_account_email')}
        onChange={(value) => change('field_review_account_email', value)}
        onBlur={touch('field_review_account_email')}
      />
      <TermsField
        id={fieldId('field_review_tos_confirm')}
        checked={draft.field_review_tos_confirm === true}
        error={errorOf('field_review_tos_confirm')}
        onChange={(checked) => change('field_review_tos_confirm', checked)}
        onBlur={touch('field_review_tos_confirm')}
      />
      <CaptchaField id={fieldId('challenge')} error={errorOf('challenge')} onChange={onCaptchaChange} />
      <p className="wizard__guidelines">
        {m.guidelinesBefore}
        <AppLink href={ROUTES.contentGuidelines} newWindow>
          {m.guidelinesLink}
        </AppLink>
        {m.guidelinesAfter}
      </p>
      <Honeypot
        id={fieldId(HONEYPOT_FIELD)}
        name={HONEYPOT_FIELD}
        label={m.honeypotLabel}
        value={draft[HONEYPOT_FIELD]}
        onChange={(value) => change(HONEYPOT_FIELD, value)}
      />
    </>
  )
}
