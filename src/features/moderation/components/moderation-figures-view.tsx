import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import Link from 'next/link'

import { can } from '@/access/permissions'

import { computeModerationStats } from '../fairness.server'
import { REJECTION_REASON_VALUES, REJECTION_REASONS } from '../reasons'
import { ModerationFigures } from './moderation-figures'
import { adminTemplateProps } from '@/lib/admin-template'
import { messagesForAdmin } from '@/messages'

/** `/admin/moderation/figures`: the public figures, and for admins the same per staff member. */
export async function ModerationFiguresView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  const messages = messagesForAdmin(req.i18n.language)
  const m = messages.staff
  const template = adminTemplateProps(props)
  const mayRead = can(req.user, 'reviews.read')
  const byReviewer = can(req.user, 'moderation.statsByReviewer')
  const stats = mayRead ? await computeModerationStats(req.payload, { includeReviewers: byReviewer }) : null
  return (
    <DefaultTemplate {...template}>
      <Gutter className="moderation">
        <h1>{m.figuresTitle}</h1>
        {!stats ? (
          <p>{m.figuresNotAllowed}</p>
        ) : (
          <>
            <p>
              {m.figuresLeadBefore}
              <Link href="/content-guidelines/moderation">{m.figuresPublicLink}</Link>
              {m.figuresLeadAfter} <Link href="/admin/moderation">{m.backToQueue}</Link>
            </p>
            <ModerationFigures stats={stats} language={messages} />
            {stats.reviewers ? (
              <section>
                <h2>{m.byStaffMember}</h2>
                <table className="moderation__table">
                  <thead>
                    <tr>
                      <th scope="col">{m.staffColumn}</th>
                      <th scope="col">{m.roleColumn}</th>
                      <th scope="col">{m.editorialPassed}</th>
                      <th scope="col">{m.editorialRejected}</th>
                      <th scope="col">{m.policyPassed}</th>
                      <th scope="col">{m.policyRejected}</th>
                      <th scope="col">{m.rejectionsByReason}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {stats.reviewers.map((row) => (
                      <tr key={row.id}>
                        <td>{row.name}</td>
                        <td>{row.role ?? ''}</td>
                        <td>{row.editorialPasses}</td>
                        <td>{row.editorialRejects}</td>
                        <td>{row.policyPasses}</td>
                        <td>{row.policyRejects}</td>
                        <td>
                          {REJECTION_REASON_VALUES.filter((reason) => row.rejectionsByReason[reason])
                            .map((reason) => `${REJECTION_REASONS[reason]}: ${row.rejectionsByReason[reason]}`)
                            .join('; ') || m.none}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </section>
            ) : null}
          </>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
