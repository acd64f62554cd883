import { useTranslatedText } from './locale'

/**
 * An inline field error. It shows only when `show` is on and there is a message, fading
 * and sliding in over 0.8 s (none with reduced motion); red unless `skipRed`. The field
 * points at `id` with aria-describedby while it shows.
 */
export function FieldError({
  id,
  message,
  show,
  skipRed = false,
}: {
  id: string
  message: string | null | undefined
  show: boolean
  skipRed?: boolean
}) {
  const translate = useTranslatedText()
  if (!show || !message) return null
  return (
    <p id={id} className="field-error" data-skip-red={skipRed || undefined}>
      {translate(message)}
    </p>
  )
}

/** The ids a field is described by: its hint and, while it shows, its error. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const present = ids.filter(Boolean)
  return present.length > 0 ? present.join(' ') : undefined
}
