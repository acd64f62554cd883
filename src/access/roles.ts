/** Staff roles. Members are a separate account kind and never have one of these. */
export const STAFF_ROLES = ['admin', 'editor', 'moderator', 'policy-reviewer'] as const

export type StaffRole = (typeof STAFF_ROLES)[number]

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value)
}
