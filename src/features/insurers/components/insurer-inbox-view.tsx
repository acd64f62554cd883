import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import Link from 'next/link'

import { can } from '@/access/permissions'
import { adminTemplateProps } from '@/lib/admin-template'
import { INTL_LOCALE } from '@/lib/i18n'
import { adminLocale, messagesForAdmin } from '@/messages'

import { stateName } from '@/lib/us-states'

import { INBOX_FILTERS, inboxHref, loadInbox, parseInboxQuery } from '../inbox.server'
import { InboxCompanies, InboxNarrowing } from './inbox-filters'
import { InboxItemCard } from './inbox-item'

/** `/admin/inbox`: an insurer's published reviews, with their private notes, to handle. */
export async function InsurerInboxView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  const language = adminLocale(req.i18n.language)
  const words = messagesForAdmin(language)
  const m = words.insurerInbox
  const template = adminTemplateProps(props)
  const date = (iso: string) =>
    new Date(iso).toLocaleDateString(INTL_LOCALE[language], { dateStyle: 'medium', timeZone: 'America/New_York' })

  if (!can(req.user, 'insurer.inbox')) {
    return (
      <DefaultTemplate {...template}>
        <Gutter>
          <h1>{m.title}</h1>
          <p>{m.notAllowed}</p>
        </Gutter>
      </DefaultTemplate>
    )
  }
  const query = parseInboxQuery(props.searchParams ?? {})
  const { filter } = query
  const inbox = await loadInbox(req.payload, req, query)
  if (inbox.issuers.length === 0) {
    return (
      <DefaultTemplate {...template}>
        <Gutter>
          <h1>{m.title}</h1>
          <p>{m.notLinked}</p>
        </Gutter>
      </DefaultTemplate>
    )
  }

  const place = (code: string) => stateName(code, language)
  const narrowed = { plan: query.plan ?? null, state: query.state ?? null }
  return (
    <DefaultTemplate {...template}>
      <Gutter className="insurer-inbox">
        <h1>{m.title}</h1>
        <p>{m.lead(inbox.open, inbox.handled)}</p>
        <InboxCompanies inbox={inbox} words={m} stateName={place} />
        <nav aria-label={m.filtersLabel} className="insurer-inbox__filters">
          {INBOX_FILTERS.map((value) => (
            <Link
              key={value}
              href={inboxHref({ filter: value, page: 1, ...narrowed })}
              aria-current={value === filter ? 'page' : undefined}
              className="insurer-inbox__filter"
            >
              {m.filters[value]}
            </Link>
          ))}
        </nav>
        <InboxNarrowing inbox={inbox} query={query} words={m} stateName={place} />
        {inbox.items.length === 0 ? (
          <p>{m.empty[filter]}</p>
        ) : (
          <ol className="insurer-inbox__list" aria-label={m.listLabel}>
            {inbox.items.map((item) => (
              <li key={item.id} className="insurer-inbox__item" data-handled={item.handled ? true : undefined}>
                <InboxItemCard item={item} words={words} date={date} stateName={place} />
              </li>
            ))}
          </ol>
        )}
        {inbox.pages > 1 ? (
          <nav aria-label={m.pagesLabel} className="insurer-inbox__pages">
            {inbox.page > 1 ? (
              <Link href={inboxHref({ ...query, page: inbox.page - 1 })} rel="prev">
                {m.newerPage}
              </Link>
            ) : null}
            <span aria-current="page">{m.pageOf(inbox.page, inbox.pages)}</span>
            {inbox.page < inbox.pages ? (
              <Link href={inboxHref({ ...query, page: inbox.page + 1 })} rel="next">
                {m.olderPage}
              </Link>
            ) : null}
          </nav>
        ) : null}
      </Gutter>
    </DefaultTemplate>
  )
}
