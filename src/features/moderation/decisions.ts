/**
 * The rules of the two checks, as pure functions: what state a review is in given its
 * checks, and what a staff member may change. The collection hooks apply them.
 */
export type Decision = 'pass' | 'reject'
export type ReviewStatus = 'pending' | 'published' | 'rejected'

export type CheckState = {
  editorialDecision?: Decision | null
  policyDecision?: Decision | null
  /** Set while a published review that readers reported is checked again. */
  keepVisible?: boolean | null
}

/** Published only when both checks have passed; rejected as soon as either rejects. */
export function statusOf({ editorialDecision, policyDecision, keepVisible }: CheckState): ReviewStatus {
  if (editorialDecision === 'reject' || policyDecision === 'reject') return 'rejected'
  if (editorialDecision === 'pass' && policyDecision === 'pass') return 'published'
  return keepVisible ? 'published' : 'pending'
}
