import { blank } from '@/lib/blanks'
import type { Messages } from '@/messages'

/**
 * The ZIP box's words in the page's language, picked on the server: a client component is
 * given strings only, so no page's JavaScript carries the catalogue in either language.
 */
export type ZipSearchWords = {
  label: string
  hint: string
  submit: string
  /** "Compare with the insurers in {zip}…": the ZIP is known only in the browser. */
  compareIn: string
}

export function zipSearchWords({ zipSearch }: Pick<Messages, 'zipSearch'>): ZipSearchWords {
  return {
    label: zipSearch.zipLabel,
    hint: zipSearch.zipHint,
    submit: zipSearch.submit,
    compareIn: zipSearch.compareIn(blank('zip')),
  }
}
