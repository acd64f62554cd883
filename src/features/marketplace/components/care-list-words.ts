import { blank } from '@/lib/blanks'
import type { Messages } from '@/messages'

import type { CoverageVerdict } from '../coverage'
import type { ProviderType } from '../lookups'

/**
 * The words of the shopper's doctors and drugs and of each plan's lines for them, in the page's
 * language, made on the server as plain strings with blanks for what the browser fills in.
 */
export type CareListWords = {
  heading: string
  lead: string
  kept: string
  /** Where the list is kept, and the account's box (care-account.tsx). */
  deviceOnly: string
  signInToKeep: string
  keepInAccount: string
  keepDescription: string
  keptInAccount: string
  removedFromAccount: string
  accountFailed: string
  drugLabel: string
  providerLabel: string
  queryHint: string
  /** "Candor searches near ZIP code {zip}." */
  providerNear: string
  providerType: string
  providerTypes: Record<ProviderType, string>
  searching: string
  /** "1 suggestion…", "{count} suggestions…" */
  suggestions: { one: string; many: string }
  noMatch: string
  unavailable: string
  failed: string
  full: string
  /** "Remove {name}", "{name} added…", "{name} removed…" */
  remove: string
  added: string
  removed: string
  drugs: string
  providers: string
  empty: string
  check: string
  needsScript: string
  /** "{miles} mi away" */
  miles: string
  notAccepting: string
  /** "Your doctors and drugs in {plan}" */
  linesLabel: string
  drugCoverage: Record<CoverageVerdict, string>
  providerCoverage: Record<CoverageVerdict, string>
  coversAll: string
  couldNotCheck: string
}

export function careListWords(messages: Messages): CareListWords {
  const m = messages.careList
  return {
    heading: m.heading,
    lead: m.lead,
    kept: m.kept,
    deviceOnly: m.deviceOnly,
    signInToKeep: m.signInToKeep,
    keepInAccount: m.keepInAccount,
    keepDescription: m.keepDescription,
    keptInAccount: m.keptInAccount,
    removedFromAccount: m.removedFromAccount,
    accountFailed: m.accountFailed,
    drugLabel: m.drugLabel,
    providerLabel: m.providerLabel,
    queryHint: m.queryHint,
    providerNear: m.providerNear(blank('zip')),
    providerType: m.providerType,
    providerTypes: { ...m.providerTypes },
    searching: m.searching,
    suggestions: { one: m.suggestions(1), many: m.suggestions(blank('count')) },
    noMatch: m.noMatch,
    unavailable: m.unavailable,
    failed: m.failed,
    full: m.full,
    remove: m.remove(blank('name')),
    added: m.added(blank('name')),
    removed: m.removed(blank('name')),
    drugs: m.drugs,
    providers: m.providers,
    empty: m.empty,
    check: m.check,
    needsScript: m.needsScript,
    miles: m.miles(blank('miles')),
    notAccepting: m.notAccepting,
    linesLabel: m.linesLabel(blank('plan')),
    drugCoverage: { ...m.drugCoverage },
    providerCoverage: { ...m.providerCoverage },
    coversAll: m.coversAll,
    couldNotCheck: m.couldNotCheck,
  }
}
