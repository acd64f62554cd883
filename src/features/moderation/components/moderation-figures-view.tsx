import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import Link from 'next/link'

import { can } from '@/access/permissions'

import { computeModerationStats } from '../fairness.server'
import { REJECTION_REASON_VALUES, REJECTION_REASONS } from '../reasons'
import { ModerationFigures } from './moderation-figures'
import { adminTemplateProps } from '@/lib/admin-template'

/** `/admin/moderation/figures`: the public figures, and for admins the same per staff member. */
export async function ModerationFiguresView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  const template = adminTemplateProps(props)
  const mayRead = can(req.user, 'reviews.read')
  const byReviewer = can(req.user, 'moderation.statsByReviewer')
  const stats = mayRead ? await computeModerationStats(req.payload, { includeReviewers: byReviewer }) : null
  return (
    <DefaultTemplate {...template}>
      <Gutter className="moderation">
        <h1>Moderation figures</h1>
        {!stats ? (
          <p>Only moderators, policy reviewers and admins see these figures.</p>
        ) : (
          <>
            <p>
              The last 12 months, as published on <Link href="/content-guidelines/moderation">the public page</Link>.{' '}
              <Link href="/admin/moderation">Back to the queue</Link>
            </p>
            <ModerationFigures stats={stats} />
            {stats.reviewers ? (
              <section>
                <h2>By staff member</h2>
                <table className="moderation__table">
                  <thead>
                    <tr>
                      <th scope="col">Staff member</th>
                      <th scope="col">Role</th>
                      <th scope="col">Editorial passed</th>
                      <th scope="col">Editorial rejected</th>
                      <th scope="col">Policy passed</th>
                      <th scope="col">Policy rejected</th>
                      <th scope="col">Rejections by reason</th>
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
                            .join('; ') || 'none'}
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
