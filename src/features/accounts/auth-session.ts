import type { callApi, ApiAnswer } from '@/lib/api-client'

import type { AccountUser, claimOutcome } from './session'

/**
 * The shapes of the member session (seed-spec §4), shared by the store (auth-store.ts) and
 * the two pieces of work it starts once a member is signed in: the device's claims
 * (auth-device-claims.ts) and the saved plans (auth-saved-plans.ts).
 */
export type AuthSnapshot = {
  /** False until the stored token has been checked (and, when valid, the account read). */
  isLoaded: boolean
  loggedIn: boolean
  user: AccountUser | null
  /** The bearer token while signed in. */
  token: string | null
  /** The saved plan nids (call 8), optimistic while a toggle is under way. */
  savedPlans: readonly number[]
  savedPlansStatus: 'idle' | 'loading' | 'loaded' | 'failed'
  /** Goes up when a stored review or report joins the account, so that lists of them are read again. */
  dataVersion: number
  /** Set when the person ended the session themselves (logout, account deleted): pages then do not ask them to log in again. */
  signedOutByUser: boolean
}

/**
 * One kind of thing this device holds from before sign-in that joins the account once signed
 * in (the reviews it sent, the report it made): each pending entry is posted once per session
 * with the member's token, then settled with the server's answer. The site frame gives the
 * kinds, in order, so accounts need not know what the entries are.
 */
export type DeviceClaims = {
  /** A claim refused is not told to the person (a report someone else's by now, say). */
  quiet?: boolean
  pending(user: AccountUser): Promise<{ key: string; path: string; body: Record<string, unknown> }[]>
  settle(key: string, outcome: ReturnType<typeof claimOutcome>): Promise<void>
  /** The account was deleted: what waited for it is forgotten. */
  forget(): Promise<void>
}

export type AuthStoreDeps = {
  fetch?: typeof fetch
  readToken(): string | null
  writeToken(token: string): void
  removeToken(): void
  /** What the device holds to claim, claimed in this order. */
  deviceClaims?: readonly DeviceClaims[]
  /** Called whenever storage may have changed here or in another tab; returns the unsubscribe. */
  subscribeToStorage(onChange: () => void): () => void
  notifyError(message: string, description?: string): void
  nowMs(): number
}

export type AuthMessages = {
  failedToFetchUser: string
  reviewDidNotUpdate: string
  savedPlansFailed: string
  savedPlanToggleFailed: string
}

/**
 * The session as the pieces of work see it. Each session (or its end) gets a number, its
 * generation; an answer that arrives for an older one is ignored (`isCurrent`).
 */
export type AuthSession = {
  deps: AuthStoreDeps
  text: AuthMessages
  snapshot(): AuthSnapshot
  set(next: Partial<AuthSnapshot>): void
  generation(): number
  isCurrent(generation: number): boolean
  /** Ends the session on this device only: the token is removed and the state signed out. */
  endSession(): void
  call(path: string, options?: Parameters<typeof callApi>[1]): Promise<ApiAnswer>
}

export const SIGNED_OUT: AuthSnapshot = Object.freeze({
  isLoaded: true,
  loggedIn: false,
  user: null,
  token: null,
  savedPlans: [],
  savedPlansStatus: 'idle',
  dataVersion: 0,
  signedOutByUser: false,
})

/** What the server renders and the browser's first render repeats: nothing known yet. */
export const LOADING: AuthSnapshot = Object.freeze({ ...SIGNED_OUT, isLoaded: false })

/**
 * Claims whose code is fetched the first time a signed-in session asks for them, not with
 * every page a visitor opens.
 */
export function lazyDeviceClaims(load: () => Promise<DeviceClaims>, options: { quiet?: boolean } = {}): DeviceClaims {
  let loading: Promise<DeviceClaims> | null = null
  const claims = () => (loading ??= load())
  return {
    quiet: options.quiet,
    pending: async (user) => (await claims()).pending(user),
    settle: async (key, outcome) => (await claims()).settle(key, outcome),
    forget: async () => (await claims()).forget(),
  }
}
