import type { MemberDataPart } from '@/features/accounts/server'
import { asCaller } from '@/platform/member-auth'

/** Reports' part of a member's data: the reports saved to their account, deleted with it. */
export const memberReportsData: MemberDataPart = {
  key: 'reports',
  async exportFor(payload, member) {
    const found = await payload.find({
      collection: 'reports',
      where: { owner: { equals: member.id } },
      pagination: false,
      depth: 0,
      ...asCaller(member),
    })
    return found.docs.map((doc) => ({ report_id: doc.reportId, answers: doc.answers, updated_at: doc.updatedAt }))
  },
  async forget(payload, member) {
    // Reports have no hooks: one statement.
    await payload.db.deleteMany({ collection: 'reports', where: { owner: { equals: member.id } } })
  },
}
