import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import Link from 'next/link'

import { can } from '@/access/permissions'
import { adminTemplateProps } from '@/lib/admin-template'
import { INTL_LOCALE } from '@/lib/i18n'
import { adminLocale, messagesForAdmin } from '@/messages'

import { INBOX_FILTERS, inboxHref, loadInbox, parseInboxQuery } from '../inbox.server'
import { HandledToggle } from './handled-toggle'
import { ReplyForm } from './reply-form'

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

  return (
    <DefaultTemplate {...template}>
      <Gutter className="insurer-inbox">
        <h1>{m.title}</h1>
        <p>{m.lead(inbox.open, inbox.handled)}</p>
        <p>{m.issuers(inbox.issuers)}</p>
        <nav aria-label={m.filtersLabel} className="insurer-inbox__filters">
          {INBOX_FILTERS.map((value) => (
            <Link
              key={value}
              href={inboxHref({ filter: value, page: 1 })}
              aria-current={value === filter ? 'page' : undefined}
              className="insurer-inbox__filter"
            >
              {m.filters[value]}
            </Link>
          ))}
        </nav>
        {inbox.items.length === 0 ? (
          <p>{m.empty[filter]}</p>
        ) : (
          <ol className="insurer-inbox__list" aria-label={m.listLabel}>
            {inbox.items.map((item) => (
              <li key={item.id} className="insurer-inbox__item" data-handled={item.handled ? true : undefined}>
                <article aria-labelledby={`inbox-${item.id}-title`}>
                  <h2 id={`inbox-${item.id}-title`} className="insurer-inbox__plan">
                    {m.planLine(item.issuer ?? m.planFallback(item.plan), item.state ?? '?', item.plan)}
                  </h2>
                  <p className="insurer-inbox__meta">
                    {item.publishedAt ? m.published(date(item.publishedAt)) : null} · {m.by(item.displayName)} ·{' '}
                    {m.overall}{' '}
                    {words.reviewWizard.faces[item.overallRating as keyof typeof words.reviewWizard.faces] ??
                      item.overallRating}
                  </p>
                  <h3>{m.privateNote}</h3>
                  <p className="insurer-inbox__note">{item.privateMessage || m.noNote}</p>
                  <h3>{m.contact}</h3>
                  <p>
                    {item.email ? (
                      <>
                        {m.mayContact} <a href={`mailto:${item.email}`}>{item.email}</a>
                      </>
                    ) : (
                      m.noContact
                    )}
                  </p>
                  <details>
                    <summary>{m.publicReview}</summary>
                    <p>{item.publicMessage}</p>
                  </details>
                  <h3>{m.replyHeading}</h3>
                  <p>
                    {item.reply ? m.replyStatus[item.reply.status] : m.replyNone}
                    {item.reply?.status === 'rejected' && item.reply.rejectionReason ? (
                      <>
                        {' '}
                        {m.replyReason}{' '}
                        {words.guidelines.rejectReasons[
                          item.reply.rejectionReason as keyof typeof words.guidelines.rejectReasons
                        ] ?? item.reply.rejectionReason}
                      </>
                    ) : null}
                  </p>
                  <ReplyForm
                    reviewId={item.id}
                    reply={item.reply}
                    words={{
                      replyLabel: m.replyLabel,
                      replyHint: m.replyHint,
                      replyCountOf: m.replyCountOf,
                      replySend: m.replySend,
                      replySendAgain: m.replySendAgain,
                      replyWithdraw: m.replyWithdraw,
                      replySent: m.replySent,
                      saving: m.saving,
                      saveFailed: m.saveFailed,
                    }}
                  />
                  {item.handled ? <p>{m.handledOn(date(item.handled.at))}</p> : null}
                  <HandledToggle
                    reviewId={item.id}
                    markId={item.handled?.id ?? null}
                    words={{ markHandled: m.markHandled, reopen: m.reopen, saving: m.saving, saveFailed: m.saveFailed }}
                  />
                </article>
              </li>
            ))}
          </ol>
        )}
        {inbox.pages > 1 ? (
          <nav aria-label={m.pagesLabel} className="insurer-inbox__pages">
            {inbox.page > 1 ? (
              <Link href={inboxHref({ filter, page: inbox.page - 1 })} rel="prev">
                {m.newerPage}
              </Link>
            ) : null}
            <span aria-current="page">{m.pageOf(inbox.page, inbox.pages)}</span>
            {inbox.page < inbox.pages ? (
              <Link href={inboxHref({ filter, page: inbox.page + 1 })} rel="next">
                {m.olderPage}
              </Link>
            ) : null}
          </nav>
        ) : null}
      </Gutter>
    </DefaultTemplate>
  )
}
