/** The visitor's answer to the consent banner, kept in this browser until they change it. */
export type Consent = 'granted' | 'refused'

const CONSENT_KEY = 'candor:measurement-consent'

export function readConsent(): Consent | null {
  try {
    const stored = window.localStorage.getItem(CONSENT_KEY)
    return stored === 'granted' || stored === 'refused' ? stored : unstoredConsent
  } catch {
    return unstoredConsent
  }
}

/** The answer given in this page when storage refused to keep it. */
let unstoredConsent: Consent | null = null
const listeners = new Set<() => void>()

export function storeConsent(consent: Consent): void {
  try {
    window.localStorage.setItem(CONSENT_KEY, consent)
  } catch {
    // Storage disabled: the answer holds for this page only, and the banner asks again.
    unstoredConsent = consent
  }
  for (const listener of listeners) listener()
}

/** For useSyncExternalStore: told when the answer changes in this page. */
export function subscribeToConsent(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
