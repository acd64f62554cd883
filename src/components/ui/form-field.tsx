import { useId, type ReactNode } from 'react'

import { describedBy, FieldError } from './field-error'

/** What the control of a field is given: its id, and the ARIA that ties it to the hint and the error. */
export type ControlProps = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }

/**
 * One labelled form control, the same in every form of the site: the label, an optional hint,
 * the control, anything that follows it (a character count), and the inline error. While
 * there is an error the control is `aria-invalid` and described by it (and by the hint), so
 * a screen reader reads both.
 */
export function FormField({
  id,
  label,
  hint,
  error,
  after,
  children,
}: {
  /** The control's id; one is made when not given. */
  id?: string
  label: string
  hint?: ReactNode
  error: string | null | undefined
  after?: ReactNode
  children: (control: ControlProps) => ReactNode
}) {
  const madeId = useId()
  const controlId = id ?? madeId
  const hintId = `${controlId}-hint`
  const errorId = `${controlId}-error`
  return (
    <div className="form-field">
      <label htmlFor={controlId}>{label}</label>
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(hint ? hintId : null, error ? errorId : null),
      })}
      {after}
      <FieldError id={errorId} message={error} show={Boolean(error)} />
    </div>
  )
}
