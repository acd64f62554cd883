'use client'

import { useAppRouter } from '@/components/ui/locale'
import { useRef, useState, type FormEvent } from 'react'

import { ZipCodeField, ZIP_LENGTH, zipCodeError } from '@/features/plans'
import { FIND_PATH, findHref } from '../find-links'
import type { ZipSearchWords } from '../zip-search-words'

/**
 * The ZIP box of the home page and the plan pages. Without JavaScript it is a plain GET form
 * to /find, which answers with the results address; with it, the ZIP is checked here with
 * the specification's messages and the results open at once.
 */
export function ZipSearchForm({
  words: m,
  initialZip = '',
  initialError = null,
  withNid = null,
  submitLabel,
}: {
  /** Its words in the page's language (`zipSearchWords`). */
  words: ZipSearchWords
  initialZip?: string
  initialError?: string | null
  /** The plan to compare with the insurers found (a plan page's "Compare with"). */
  withNid?: number | null
  submitLabel?: string
}) {
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
        label={m.label}
        hint={m.hint}
        submitLabel={submitLabel ?? m.submit}
        value={zip}
        onChange={setZip}
        error={error}
        inputRef={inputRef}
      />
    </form>
  )
}
