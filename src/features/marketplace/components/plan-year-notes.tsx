import type { planYearNotes } from '@/messages/en/planYearNotes'

/** The plan years whose rules Candor can say in words before it estimates them. */
const KNOWN_RULES = { 2027: 'rules2027' } as const

/**
 * What is known of a plan year Candor does not estimate yet, where a shopper asked for it: the
 * poverty guidelines it uses, who may receive the credit, what changed. Nothing for a year
 * without known rules. Rendered on the server with the household form's answer.
 */
export function PlanYearNotes({ year, words: m }: { year: number; words: typeof planYearNotes }) {
  const key = KNOWN_RULES[year as keyof typeof KNOWN_RULES]
  if (!key) return null
  return (
    <section className="plan-year-notes" aria-labelledby={`plan-year-notes-${year}`}>
      <h3 id={`plan-year-notes-${year}`}>{m.heading(year)}</h3>
      <p>{m.lead(year)}</p>
      <ul>
        {m[key].map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <p className="form-field__hint">{m.source}</p>
    </section>
  )
}
