'use client'

import { useMessages, useAppRouter } from '@/components/ui/locale'
import { useRef, useState, type FormEvent } from 'react'

import { ZipCodeField } from '@/features/plans/components'
import { ZIP_LENGTH, zipCodeError } from '@/features/plans'
import { zipSearch as zipSearchEn } from '@/messages/en/zipSearch'
import { zipSearch as zipSearchEs } from '@/messages/es/zipSearch'

import { FIND_PATH, findHref } from '../find-links'

/**
 * The ZIP box of the home page and the plan pages. Without JavaScript it is a plain GET form
 * to /find, which answers with the results address; with it, the ZIP is checked here with
 * the specification's messages and the results open at once.
 */
export function ZipSearchForm({
  initialZip = '',
  initialError = null,
  withNid = null,
  submitLabel,
}: {
  initialZip?: string
  initialError?: string | null
  /** The plan to compare with the insurers found (a plan page's "Compare with"). */
  withNid?: number | null
  submitLabel?: string
}) {
  const zipSearchMessages = useMessages(zipSearchEn, zipSearchEs)
  const m = zipSearchMessages
  const router = useAppRouter()
  const inputRef = useRef<HTMLInputElement>(null)
  const [zip, setZip] = useState(initialZip)
  const [error, setError] = useState<string | null>(initialError)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const problem = zipCodeError(zip)
    setError(problem)
    if (problem) {
      inputRef.current?.focus()
      return
    }
    router.push(findHref(zip.trim().slice(0, ZIP_LENGTH), null, withNid))
  }

  return (
    <form className="zip-search" action={FIND_PATH} method="get" onSubmit={onSubmit} noValidate role="search">
      {withNid ? <input type="hidden" name="with" value={withNid} /> : null}
      <ZipCodeField
        name="zip"
        label={m.zipLabel}
        hint={m.zipHint}
        submitLabel={submitLabel ?? m.submit}
        value={zip}
        onChange={setZip}
        error={error}
        inputRef={inputRef}
      />
    </form>
  )
}
