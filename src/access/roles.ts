/**
 * Staff roles. Members are a separate account kind and never have one of these. An insurer is
 * a person at an insurance company, linked by an admin to its HIOS issuer ids: it signs in to
 * the admin like staff and sees only its own plans' reviews.
 */
export const STAFF_ROLES = ['admin', 'editor', 'moderator', 'policy-reviewer', 'insurer'] as const

export type StaffRole = (typeof STAFF_ROLES)[number]
