/**
 * Why Candor itself reads or writes past the collections' access rules. Work done for a
 * visitor or a member goes through `asCaller` (member-auth.ts), so Payload applies the
 * rules to that caller; every other Local API call says which of these it is, through
 * `asSystem`, the only place `overrideAccess: true` is written (lint holds it there).
 */
export const SYSTEM_REASONS = {
  job: 'scheduled work and the mail queue, which run for no caller',
  seed: 'the first content and settings of an installation',
  hook: "a collection hook carrying on a change the collection's access already allowed",
  checkedToken:
    "a password reset, whose token Payload itself checks, or a staff member's new address, whose mailed link Candor signed and checks (links and ids that open one record are capabilities: access/capability.ts)",
  beforeSignIn: 'finding or creating an account before anyone is signed in (sign-up, login limits)',
  visitorSubmission:
    'what a visitor sends through a checked, rate-limited call (a review, a contact message, a reader report, a newsletter sign-up), into collections no visitor may write',
  siteSignals: 'counts, settings and comparisons the site works out for itself (duplicates, fairness, captcha use)',
  ownAccount:
    "a signed-in member's own records beyond what the member's access reaches (claiming a review, a change of email, deleting the account)",
  staffTool: 'a staff tool whose staff check has been made (the subscribers CSV, the CMS API guard)',
} as const

export type SystemReason = keyof typeof SYSTEM_REASONS

const SYSTEM = { overrideAccess: true } as const

/** Local API options for work the site does for itself, for the reason named. */
export function asSystem(reason: SystemReason): { overrideAccess: true } {
  void reason
  return SYSTEM
}
