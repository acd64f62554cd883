'use client'

import { useMessages } from '@/components/ui/locale'
import { useId, type ReactNode } from 'react'

import { reviewWizard as reviewWizardEn } from '@/messages/en/reviewWizard'
import { reviewWizard as reviewWizardEs } from '@/messages/es/reviewWizard'

import { RATING_VALUES, type RatingValue } from '../ratings'
import { describedBy, FieldError } from '@/components/ui/field-error'

/** The mouth of each face, from a deep frown to a wide smile. */
const MOUTHS: Record<RatingValue, string> = {
  terrible: 'M7.5 17.5c2.8-3.4 6.2-3.4 9 0',
  bad: 'M8 16.5c2.5-2 5.5-2 8 0',
  okay: 'M8.2 15.5h7.6',
  good: 'M8 14.5c2.5 2 5.5 2 8 0',
  great: 'M7.2 13.5c2.9 4.2 6.7 4.2 9.6 0',
}

export function FaceIcon({ value }: { value: RatingValue }) {
  return (
    <svg className="face" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
      <circle className="face__head" cx="12" cy="12" r="10.5" strokeWidth="1.5" />
      {value === 'terrible' ? (
        <path
          d="M6.8 8.2 10 9.4M17.2 8.2 14 9.4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.4"
          strokeLinecap="round"
        />
      ) : null}
      <circle cx="9" cy="10.5" r="1.25" fill="currentColor" />
      <circle cx="15" cy="10.5" r="1.25" fill="currentColor" />
      <path d={MOUTHS[value]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  )
}

/**
 * Five faces as one radio group: native radios (Tab into the group, arrow keys to move and
 * choose), drawn as faces with their names under them.
 */
export function FaceRating({
  name,
  legend,
  value,
  error,
  onChange,
  onBlur,
}: {
  /** The field name; also the radios' group name. */
  name: string
  legend: ReactNode
  /** The chosen value: a face's, or empty (or whatever a changed page holds). */
  value: string
  /** The message to show, or null when none shows. */
  error: string | null
  /** Gets the value the chosen radio holds, which the step's rules check. */
  onChange: (value: string) => void
  onBlur?: () => void
}) {
  const reviewWizardMessages = useMessages(reviewWizardEn, reviewWizardEs)
  const idBase = useId()
  const legendId = `${idBase}-legend`
  const errorId = `${idBase}-error`
  return (
    // A radiogroup rather than a plain group, so that it can say it is required and invalid.
    <fieldset
      className="face-rating"
      role="radiogroup"
      aria-labelledby={legendId}
      aria-required="true"
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(error && errorId)}
    >
      <legend id={legendId} className="face-rating__legend">
        {legend}
      </legend>
      <div className="face-rating__options">
        {RATING_VALUES.map((face) => {
          const id = `${idBase}-${face}`
          return (
            <div key={face} className="face-rating__option">
              <input
                id={id}
                className="face-rating__input"
                type="radio"
                name={name}
                value={face}
                checked={value === face}
                onChange={(event) => onChange(event.currentTarget.value)}
                onBlur={onBlur}
                aria-describedby={describedBy(error && errorId)}
                data-field={name}
              />
              <label htmlFor={id} className="face-rating__label">
                <FaceIcon value={face} />
                <span>{reviewWizardMessages.faces[face]}</span>
              </label>
            </div>
          )
        })}
      </div>
      <FieldError id={errorId} message={error} show={error !== null} />
    </fieldset>
  )
}
