/**
 * Plans' React components: stars, the ZIP field, the exchange notice and the plan page's
 * parts.
 */
export { ClaimsCaveatNote, claimsCaveatNotes } from './components/claims-caveat-note'
export { ExchangeNotice } from './components/exchange-notice'
export { ExchangeLeftNotice } from './components/exchange-left-notice'
export { PlanClaims } from './components/plan-claims'
export { PlanOptionsTable } from './components/plan-options-table'
export { NewIssuersNote } from './components/new-issuers-note'
export { PlanRatings } from './components/plan-ratings'
export { PresenceNotice } from './components/presence-notice'
export { Stars } from './components/stars'
export { ZipCodeField } from './components/zip-code-field'
