'use client'

import { FieldDescription, FieldError, FieldLabel, ReactSelect, useField } from '@payloadcms/ui'
import { useId } from 'react'

type Choice = { value: string; label: string }

/**
 * An insurer account's issuer, picked by name, state or HIOS id from the issuers Candor's plan
 * data holds (typing narrows the list); the id it stores is shown beside the name. The label
 * names the search box itself, so a screen reader announces what it picks.
 */
export function IssuerPicker({
  path,
  options,
  label,
  description,
  notHeld,
  readOnly,
}: {
  path: string
  options: Choice[]
  label: string
  description: string
  /** What an id Candor does not hold (an issuer that left) reads as. */
  notHeld: string
  readOnly?: boolean
}) {
  const inputId = `${useId()}-issuer`
  const { value, setValue, showError } = useField<string>({ path })
  const chosen = value
    ? (options.find((option) => option.value === value) ?? { value, label: `${notHeld} (HIOS ${value})` })
    : undefined
  return (
    <div className={['field-type', 'select', showError ? 'error' : null].filter(Boolean).join(' ')}>
      <FieldLabel label={label} htmlFor={inputId} required path={path} />
      <div className="field-type__wrap">
        <FieldError path={path} showError={showError} />
        <ReactSelect
          inputId={inputId}
          options={options}
          value={chosen}
          isClearable={false}
          disabled={readOnly}
          showError={showError}
          onChange={(option) => {
            const picked = Array.isArray(option) ? option[0] : option
            setValue(typeof picked?.value === 'string' ? picked.value : '')
          }}
        />
      </div>
      <FieldDescription description={description} path={path} />
    </div>
  )
}
