import { fillBlanks } from '@/lib/blanks'

/** What is known of the plan years Candor does not estimate yet, in the page's language, as plain strings. */
export type PlanYearNotesWords = {
  /** "What is known of {year} so far" */
  heading: string
  /** Why there is no estimate for {year}, and that these rules are known. */
  lead: string
  /** The rules known of each such year, by year ("2027"). */
  rules: Record<string, readonly string[]>
  source: string
}

/**
 * What is known of a plan year Candor does not estimate yet, where a shopper asked for it: the
 * poverty guidelines it uses, who may receive the credit, what changed. Nothing for a year
 * without known rules. Rendered from the household form's answer, on the server and in the
 * browser alike.
 */
export function PlanYearNotes({ year, words: m }: { year: number; words: PlanYearNotesWords }) {
  const rules = Object.hasOwn(m.rules, String(year)) ? m.rules[String(year)] : undefined
  if (!rules) return null
  return (
    <section className="plan-year-notes" aria-labelledby={`plan-year-notes-${year}`}>
      <h3 id={`plan-year-notes-${year}`}>{fillBlanks(m.heading, { year })}</h3>
      <p>{fillBlanks(m.lead, { year })}</p>
      <ul>
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <p className="form-field__hint">{m.source}</p>
    </section>
  )
}
