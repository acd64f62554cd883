/**
 * Words a server component picks for a client component, in the page's language, with blanks
 * for what only the browser knows: the server writes `m.reviewsShowing(blank('shown'), 12)`,
 * "Showing {shown} of 12 reviews", and the browser fills it in with `fillBlanks`. Only strings
 * cross to the browser, so no page's JavaScript carries a catalogue in either language.
 */
export const blank = (name: string): string => `{${name}}`

export function fillBlanks(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  )
}
