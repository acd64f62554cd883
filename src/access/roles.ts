/** Staff roles. Members are a separate account kind and never have one of these. */
export const STAFF_ROLES = ['admin', 'editor', 'moderator', 'policy-reviewer'] as const

export type StaffRole = (typeof STAFF_ROLES)[number]
