'use client'

import { useMessages } from '@/components/ui/locale'
import { useId, type ReactNode } from 'react'

import { describedBy, FieldError } from '@/components/ui/field-error'
import { quiz as quizEn } from '@/messages/en/quiz'
import { quiz as quizEs } from '@/messages/es/quiz'

import { METERS } from '../quiz-state'
import type { MeterField } from '../schema'

/** A group of radio buttons under one question, with its inline error. */
export function ChoiceGroup<Value extends string | boolean | null>({
  name,
  legend,
  options,
  value,
  onChange,
  error,
  hint,
}: {
  name: string
  legend: string
  options: readonly { value: Value; label: string }[]
  value: Value | undefined
  onChange: (value: Value) => void
  error?: string | null
  hint?: ReactNode
}) {
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  return (
    <fieldset
      className="quiz-choice"
      id={`quiz-${name}`}
      tabIndex={-1}
      aria-describedby={describedBy(hint ? hintId : null, error ? errorId : null)}
    >
      <legend>{legend}</legend>
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      <div className="quiz-choice__options">
        {options.map((option) => (
          <label key={String(option.value)} className="quiz-choice__option">
            <input
              type="radio"
              name={name}
              value={String(option.value)}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} show={Boolean(error)} />
    </fieldset>
  )
}

/**
 * A priority meter: a native range input (arrow keys, Page Up/Down, Home, End), its label,
 * the words at both ends, and the value read out as words as well as a number.
 */
export function Meter({
  name,
  label,
  low,
  high,
  value,
  onChange,
}: {
  name: string
  label: string
  low: string
  high: string
  value: number
  onChange: (value: number) => void
}) {
  const quizMessages = useMessages(quizEn, quizEs)
  const id = `meter-${name}`
  const valueText = quizMessages.priorities.valueText(value)
  return (
    <div className="quiz-meter">
      <label htmlFor={id} className="quiz-meter__label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="range"
        min={0}
        max={100}
        step={5}
        value={value}
        aria-valuetext={valueText}
        aria-describedby={`${id}-low ${id}-high`}
        className="quiz-meter__input"
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <div className="quiz-meter__ends">
        <span id={`${id}-low`}>{low}</span>
        <span className="quiz-meter__value" aria-hidden="true">
          {value}
        </span>
        <span id={`${id}-high`}>{high}</span>
      </div>
    </div>
  )
}

/** The three priority meters of the quiz's fourth step and the report, with their values. */
export function PriorityMeters({
  values,
  onChange,
}: {
  values: Partial<Record<MeterField, unknown>>
  onChange: (name: MeterField, value: number) => void
}) {
  const meters = useMessages(quizEn, quizEs).priorities.meters
  return METERS.map((name) => {
    const value = values[name]
    return (
      <Meter
        key={name}
        name={name}
        label={meters[name].label}
        low={meters[name].low}
        high={meters[name].high}
        value={typeof value === 'number' ? value : 50}
        onChange={(next) => onChange(name, next)}
      />
    )
  })
}
