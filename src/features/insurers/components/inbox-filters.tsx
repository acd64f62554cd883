import Link from 'next/link'

import type { Messages } from '@/messages'

import { inboxHref, type Inbox, type InboxQuery } from '../inbox.server'

type Words = Messages['insurerInbox']

/** The companies the account answers for, by name and state, with their HIOS ids beside. */
export function InboxCompanies({
  inbox,
  words: m,
  stateName,
}: {
  inbox: Inbox
  words: Words
  stateName: (code: string) => string
}) {
  const named = new Set(inbox.companies.map((company) => company.issuerId))
  const unnamed = inbox.issuers.filter((id) => !named.has(id))
  return (
    <div className="insurer-inbox__companies">
      <p>{m.companiesLead}</p>
      <ul>
        {inbox.companies.map((company) => (
          <li key={company.issuerId}>{m.company(company.name, stateName(company.state), company.issuerId)}</li>
        ))}
        {unnamed.length > 0 ? <li>{m.issuers(unnamed)}</li> : null}
      </ul>
    </div>
  )
}

/**
 * Narrows the notes to one plan or one state: a plain form that reads the page again, so it
 * works before the admin's scripts have loaded. It offers only plans and states the insurer's
 * published reviews are about, so no choice can return nothing by itself.
 */
export function InboxNarrowing({
  inbox,
  query,
  words: m,
  stateName,
}: {
  inbox: Inbox
  query: InboxQuery
  words: Words
  stateName: (code: string) => string
}) {
  if (inbox.planChoices.length < 2 && inbox.stateChoices.length < 2) return null
  return (
    // Keyed by the filter shown: a link to another filter reuses the page, and a select keeps the
    // choice it had unless the form is drawn anew.
    <form
      key={`${query.filter}:${query.plan ?? ''}:${query.state ?? ''}`}
      method="get"
      action="/admin/inbox"
      className="moderation__filters"
      aria-label={m.narrowLabel}
    >
      <input type="hidden" name="show" value={query.filter} />
      {inbox.stateChoices.length > 1 ? (
        <label>
          {m.stateFilter}
          <select name="state" defaultValue={query.state ?? ''}>
            <option value="">{m.anyState}</option>
            {inbox.stateChoices.map((code) => (
              <option key={code} value={code}>
                {stateName(code)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {inbox.planChoices.length > 1 ? (
        <label>
          {m.planFilter}
          <select name="plan" defaultValue={query.plan ? String(query.plan) : ''}>
            <option value="">{m.anyPlan}</option>
            {inbox.planChoices.map((plan) => (
              <option key={plan.nid} value={plan.nid}>
                {plan.state ? `${plan.name} (${stateName(plan.state)})` : plan.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <button type="submit" className="btn btn--style-secondary btn--size-small">
        {m.applyFilters}
      </button>
      {query.plan || query.state ? (
        <Link href={inboxHref({ filter: query.filter, page: 1 })}>{m.clearFilters}</Link>
      ) : null}
    </form>
  )
}
