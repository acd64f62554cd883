import { isTokenUnexpired } from '@/platform/browser-storage'
import { callApi, type ApiAnswer } from '@/lib/api-client'

import { ACCOUNT_ENDPOINTS, accountOf } from './account-api'
import { createDeviceClaimRunner } from './auth-device-claims'
import { createSavedPlans } from './auth-saved-plans'
import {
  LOADING,
  SIGNED_OUT,
  type AuthMessages,
  type AuthSession,
  type AuthSnapshot,
  type AuthStoreDeps,
} from './auth-session'

/**
 * The member session of seed-spec §4, outside React: a small store the AuthProvider reads
 * with useSyncExternalStore. Everything it touches (fetch, storage, toasts, the clock) comes
 * in as a dependency, so each rule can be tested without a browser. This file holds the
 * session itself (token, account, sign-in and out, other tabs); what starts once a member
 * is signed in lives beside it: the device's claims and the saved plans.
 */
export type AuthStore = ReturnType<typeof createAuthStore>

/** `initial`: the state shown until the store knows better (signed out, when it takes over from one). */
export function createAuthStore(deps: AuthStoreDeps, text: AuthMessages, initial: AuthSnapshot = LOADING) {
  let snapshot: AuthSnapshot = initial
  const listeners = new Set<() => void>()
  let generation = 0
  /** The token this store last wrote or read, to tell its own storage writes from another tab's. */
  let knownToken: string | null = null
  /** True while this store writes the token itself, so that its own storage event is not taken for another tab's. */
  let writingToken = false

  function set(next: Partial<AuthSnapshot>) {
    snapshot = { ...snapshot, ...next }
    for (const listener of listeners) listener()
  }

  /** A new session, or the end of one: answers for the one before are ignored from now on. */
  function nextGeneration(): number {
    generation += 1
    claims.reset()
    return generation
  }

  /** Ends the session on this device only: the token is removed and the state signed out. */
  function endSession({ byUser = false }: { byUser?: boolean } = {}) {
    nextGeneration()
    knownToken = null
    set({ ...SIGNED_OUT, signedOutByUser: byUser })
    ownTokenWrite(() => deps.removeToken())
  }

  const session: AuthSession = {
    deps,
    text,
    snapshot: () => snapshot,
    set,
    generation: () => generation,
    isCurrent: (of) => of === generation,
    endSession: () => endSession(),
    call: (path, options = {}) => callApi(path, { ...options, fetch: deps.fetch }),
  }
  const claims = createDeviceClaimRunner(session)
  const savedPlans = createSavedPlans(session)

  function ownTokenWrite(write: () => void) {
    writingToken = true
    try {
      write()
    } finally {
      writingToken = false
    }
  }

  /** Reads the account with a token (call 7); on success the member is signed in and the user-load work starts. */
  async function openSession(token: string): Promise<boolean> {
    const current = nextGeneration()
    const answer = await session.call(ACCOUNT_ENDPOINTS.details, { token })
    if (!session.isCurrent(current)) return false
    const user = answer.ok ? accountOf(answer.data) : null
    if (!user) {
      deps.notifyError(text.failedToFetchUser)
      endSession()
      return false
    }
    set({
      isLoaded: true,
      loggedIn: true,
      user,
      token,
      savedPlans: [],
      savedPlansStatus: 'loading',
      dataVersion: 0,
      signedOutByUser: false,
    })
    // Seed-spec §4, "On user load": stored reviews claimed one by one, the report attached,
    // saved plans loaded.
    void Promise.all([claims.afterUserLoad(current, token, user), savedPlans.load(current, token)])
    return true
  }

  /** Seed-spec §4: a stored token is loaded; missing or expired means signed out, valid means call 7. */
  async function resume(): Promise<void> {
    const token = deps.readToken()
    knownToken = token
    if (!token) {
      nextGeneration()
      set(SIGNED_OUT)
      return
    }
    if (!isTokenUnexpired(token, deps.nowMs())) {
      endSession()
      return
    }
    await openSession(token)
  }

  /** Another tab logged in or out: follow it. This store's own writes are recognised and ignored. */
  function onStorageChange() {
    if (writingToken) return
    const stored = deps.readToken()
    if (stored !== knownToken) {
      if (stored) void resume()
      else if (snapshot.loggedIn) {
        nextGeneration()
        knownToken = null
        set(SIGNED_OUT)
      }
      return
    }
    // A review accepted while signed in (its bearer was refused, so it went anonymously).
    if (snapshot.loggedIn && snapshot.token && snapshot.user) {
      void claims.claimDeviceEntries(generation, snapshot.token, snapshot.user)
    }
  }

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: (): AuthSnapshot => snapshot,
    getServerSnapshot: (): AuthSnapshot => LOADING,

    /** Loads the session and follows storage changes; returns the stop function (for an effect). */
    start(): () => void {
      void resume()
      const unsubscribe = deps.subscribeToStorage(onStorageChange)
      return () => {
        unsubscribe()
        // Answers still under way belong to a store that is no longer shown.
        generation += 1
      }
    },

    /** After the login call: keeps the token and opens the session with it. True when signed in. */
    async login(token: string): Promise<boolean> {
      knownToken = token
      ownTokenWrite(() => deps.writeToken(token))
      return openSession(token)
    },

    /** Reads the account again (after a profile change). A refused token ends the session. */
    async refresh(): Promise<boolean> {
      const { token } = snapshot
      if (!token) return false
      const current = generation
      const answer = await session.call(ACCOUNT_ENDPOINTS.details, { token })
      if (!session.isCurrent(current)) return false
      if (answer.status === 401) {
        endSession()
        return false
      }
      const user = answer.ok ? accountOf(answer.data) : null
      if (user) set({ user })
      return user !== null
    },

    /** Ends the session on this device and on the server; a failed server call changes nothing here. */
    logout(): Promise<ApiAnswer | null> {
      const { token } = snapshot
      endSession({ byUser: true })
      if (!token) return Promise.resolve(null)
      return session.call(ACCOUNT_ENDPOINTS.logout, { token, keepalive: true })
    },

    /** Ends the session on this device only: after the account was deleted, or a token was refused. */
    endSession,

    /** The account was deleted: what the device kept for it is forgotten. */
    forgetDeviceClaims: claims.forget,

    isPlanSaved: savedPlans.isPlanSaved,
    toggleSavedPlan: savedPlans.toggleSavedPlan,
  }
}
