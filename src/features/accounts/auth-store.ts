import { isTokenUnexpired } from '@/lib/browser-storage'
import { callApi, type ApiAnswer } from '@/lib/api-client'

import { ACCOUNT_ENDPOINTS, accountOf, savedPlanIdsOf } from './account-api'
import { claimOutcome, reportUpdatePath, type AccountUser } from './session'

/**
 * The member session of seed-spec §4, outside React: a small store the AuthProvider reads
 * with useSyncExternalStore. Everything it touches (fetch, storage, toasts, the clock) comes
 * in as a dependency, so each rule can be tested without a browser.
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
 * What this device holds from before sign-in that joins the account once signed in (the
 * reviews it sent): each pending entry is posted once per session with the member's token,
 * then settled with the server's answer. Given by the site frame, so accounts need not know
 * what the entries are.
 */
export type DeviceClaims = {
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
  readUnauthReport(): string | null
  removeUnauthReport(): void
  deviceClaims?: DeviceClaims
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

export type AuthStore = ReturnType<typeof createAuthStore>

export function createAuthStore(deps: AuthStoreDeps, text: AuthMessages) {
  let snapshot: AuthSnapshot = LOADING
  const listeners = new Set<() => void>()
  /** Each session (or its end) gets a number; answers that arrive for an older one are ignored. */
  let generation = 0
  /** The token this store last wrote or read, to tell its own storage writes from another tab's. */
  let knownToken: string | null = null
  /** Stored reviews already sent through call 6 in this session: each is tried once per session. */
  let attemptedClaims = new Set<string>()
  let claimQueue: Promise<void> = Promise.resolve()
  /** True while this store writes the token itself, so that its own storage event is not taken for another tab's. */
  let writingToken = false
  /** Saved-plan changes go to the server one at a time, in order. */
  let savedPlansQueue: Promise<void> = Promise.resolve()
  let pendingToggles = 0

  const call = (path: string, options: Parameters<typeof callApi>[1] = {}) =>
    callApi(path, { ...options, fetch: deps.fetch })

  function set(next: Partial<AuthSnapshot>) {
    snapshot = { ...snapshot, ...next }
    for (const listener of listeners) listener()
  }

  function isCurrent(session: number) {
    return session === generation
  }

  /** Ends the session on this device only: the token is removed and the state signed out. */
  function endSession({ byUser = false }: { byUser?: boolean } = {}) {
    generation += 1
    attemptedClaims = new Set()
    knownToken = null
    set({ ...SIGNED_OUT, signedOutByUser: byUser })
    ownTokenWrite(() => deps.removeToken())
  }

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
    generation += 1
    const session = generation
    attemptedClaims = new Set()
    const answer = await call(ACCOUNT_ENDPOINTS.details, { token })
    if (!isCurrent(session)) return false
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
    void afterUserLoad(session, token, user)
    return true
  }

  /** Seed-spec §4, "On user load": stored reviews claimed one by one, the report attached, saved plans loaded. */
  async function afterUserLoad(session: number, token: string, user: AccountUser) {
    await Promise.all([
      (async () => {
        await claimDeviceEntries(session, token, user)
        await attachUnauthReport(session, token)
      })(),
      loadSavedPlans(session, token),
    ])
  }

  /**
   * Sends what the device holds for the account (its stored reviews, call 6), one by one.
   * Runs are queued, so two never overlap; each entry is tried once per session, whatever
   * the outcome.
   */
  function claimDeviceEntries(session: number, token: string, user: AccountUser): Promise<void> {
    claimQueue = claimQueue.then(async () => {
      const claims = deps.deviceClaims
      if (!isCurrent(session) || !claims) return
      const waiting = (await claims.pending(user)).filter((entry) => !attemptedClaims.has(entry.key))
      for (const entry of waiting) {
        if (!isCurrent(session)) return
        attemptedClaims.add(entry.key)
        const answer = await call(entry.path, { token, body: entry.body })
        if (!isCurrent(session)) return
        const outcome = claimOutcome(answer.status)
        if (outcome !== 'claimed') deps.notifyError(text.reviewDidNotUpdate)
        await claims.settle(entry.key, outcome)
        if (outcome === 'claimed') set({ dataVersion: snapshot.dataVersion + 1 })
        if (answer.status === 401) {
          endSession()
          return
        }
      }
    })
    return claimQueue
  }

  /** A report made before signing in becomes the member's (call 5 with an empty body), then leaves storage. */
  async function attachUnauthReport(session: number, token: string): Promise<void> {
    const reportId = deps.readUnauthReport()
    if (!reportId || !isCurrent(session)) return
    const answer = await call(reportUpdatePath(reportId), { token, body: {} })
    if (!isCurrent(session)) return
    // 404: unknown, or already someone else's; keeping it would only fail again.
    if (answer.ok || answer.status === 404) deps.removeUnauthReport()
    if (answer.ok) set({ dataVersion: snapshot.dataVersion + 1 })
  }

  async function loadSavedPlans(session: number, token: string): Promise<void> {
    const answer = await call(ACCOUNT_ENDPOINTS.savedPlans, { method: 'GET', token })
    if (!isCurrent(session)) return
    const ids = answer.ok ? savedPlanIdsOf(answer.data) : null
    if (!ids) {
      deps.notifyError(text.savedPlansFailed)
      set({ savedPlansStatus: 'failed' })
      return
    }
    set({ savedPlans: ids, savedPlansStatus: 'loaded' })
  }

  /** Seed-spec §4: a stored token is loaded; missing or expired means signed out, valid means call 7. */
  async function resume(): Promise<void> {
    const token = deps.readToken()
    knownToken = token
    if (!token) {
      generation += 1
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
        generation += 1
        knownToken = null
        set(SIGNED_OUT)
      }
      return
    }
    // A review accepted while signed in (its bearer was refused, so it went anonymously).
    if (snapshot.loggedIn && snapshot.token && snapshot.user) {
      void claimDeviceEntries(generation, snapshot.token, snapshot.user)
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
      const session = generation
      const answer = await call(ACCOUNT_ENDPOINTS.details, { token })
      if (!isCurrent(session)) return false
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
      return call(ACCOUNT_ENDPOINTS.logout, { token, keepalive: true })
    },

    /** Ends the session on this device only: after the account was deleted, or a token was refused. */
    endSession,

    /** The account was deleted: what the device kept for it is forgotten. */
    forgetDeviceClaims(): void {
      void deps.deviceClaims?.forget()
    },

    isPlanSaved(nid: number): boolean {
      return snapshot.savedPlans.includes(nid)
    },

    /**
     * Saves or unsaves a plan (call 9 replaces the whole list). The change shows at once; if
     * the server refuses it, it is undone and a toast says so. False when nothing was sent.
     */
    toggleSavedPlan(nid: number): Promise<boolean> {
      const { token, loggedIn, savedPlansStatus } = snapshot
      if (!loggedIn || !token || savedPlansStatus !== 'loaded') return Promise.resolve(false)
      const session = generation
      const adding = !snapshot.savedPlans.includes(nid)
      const apply = (list: readonly number[], add: boolean) =>
        add ? (list.includes(nid) ? list : [...list, nid]) : list.filter((saved) => saved !== nid)
      set({ savedPlans: apply(snapshot.savedPlans, adding) })
      pendingToggles += 1

      const result = savedPlansQueue.then(async () => {
        try {
          if (!isCurrent(session)) return false
          // The list as the person wants it now, later toggles included.
          const answer = await call(ACCOUNT_ENDPOINTS.savedPlans, {
            token,
            body: { field_account_saved_plans: [...snapshot.savedPlans] },
          })
          if (!isCurrent(session)) return false
          const ids = answer.ok ? savedPlanIdsOf(answer.data) : null
          if (!ids) {
            set({ savedPlans: apply(snapshot.savedPlans, !adding) })
            deps.notifyError(text.savedPlansFailed, text.savedPlanToggleFailed)
            if (answer.status === 401) endSession()
            return false
          }
          // Later toggles are still on their way: their optimistic state stays until they answer.
          if (pendingToggles === 1) set({ savedPlans: ids })
          return true
        } finally {
          pendingToggles -= 1
        }
      })
      savedPlansQueue = result.then(() => undefined)
      return result
    },
  }
}
