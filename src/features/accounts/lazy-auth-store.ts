import { LOADING, SIGNED_OUT, type AuthMessages, type AuthSnapshot, type AuthStoreDeps } from './auth-session'
import type { AuthStore } from './auth-store'

/**
 * The member session as the site frame holds it. A browser with no stored token is signed out
 * at once, and the session's code (the store, the account calls, the device's claims and the
 * saved plans: auth-store.ts and what it imports) is fetched only when there is a session to
 * hold: a token stored on this device, another tab signing in, or a sign-in on this page. The
 * interface is the store's own, so the AuthProvider cannot tell the two apart.
 */
export function createLazyAuthStore(deps: AuthStoreDeps, text: AuthMessages): AuthStore {
  let snapshot: AuthSnapshot = LOADING
  let real: AuthStore | null = null
  let loading: Promise<AuthStore> | null = null
  let started = false
  let stopReal: (() => void) | null = null
  const listeners = new Set<() => void>()
  const notify = () => {
    for (const listener of listeners) listener()
  }

  /** The session's code, loaded once, taking over from the state shown so far. */
  async function session(): Promise<AuthStore> {
    loading ??= import('./auth-store').then(({ createAuthStore }) => {
      real = createAuthStore(deps, text, snapshot)
      real.subscribe(notify)
      return real
    })
    const store = await loading
    if (started && !stopReal) stopReal = store.start()
    return store
  }

  function endHere({ byUser = false }: { byUser?: boolean } = {}) {
    deps.removeToken()
    snapshot = { ...SIGNED_OUT, signedOutByUser: byUser }
    notify()
  }

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: (): AuthSnapshot => real?.getSnapshot() ?? snapshot,
    getServerSnapshot: (): AuthSnapshot => LOADING,

    start(): () => void {
      started = true
      if (real || deps.readToken()) void session()
      else if (snapshot !== SIGNED_OUT) {
        snapshot = SIGNED_OUT
        notify()
      }
      // Another tab signed in: this one follows it.
      const unsubscribe = deps.subscribeToStorage(() => {
        if (!real && deps.readToken()) void session()
      })
      return () => {
        started = false
        unsubscribe()
        stopReal?.()
        stopReal = null
      }
    },

    login: async (token: string) => (await session()).login(token),
    refresh: () => real?.refresh() ?? Promise.resolve(false),
    logout: () => {
      if (real) return real.logout()
      endHere({ byUser: true })
      return Promise.resolve(null)
    },
    endSession: (options?: { byUser?: boolean }) => (real ? real.endSession(options) : endHere(options)),
    forgetDeviceClaims: () => {
      if (real) real.forgetDeviceClaims()
      else for (const claims of deps.deviceClaims ?? []) void claims.forget()
    },
    isPlanSaved: (nid: number) => real?.isPlanSaved(nid) ?? false,
    toggleSavedPlan: (nid: number) => real?.toggleSavedPlan(nid) ?? Promise.resolve(false),
  }
}
