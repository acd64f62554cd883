'use client'

import { useAppRouter, useFrameWords } from '@/components/ui/locale'
import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react'
import { toast } from '@/components/ui/toaster'

import {
  readStorageText,
  removeStorage,
  STORAGE_KEYS,
  subscribeToStorage,
  writeStorage,
} from '@/platform/browser-storage'
import { ROUTES } from '@/platform/routes'

import type { AuthStoreDeps, DeviceClaims } from './auth-session'
import type { AuthStore } from './auth-store'
import { createLazyAuthStore } from './lazy-auth-store'
import type { AccountUser } from './session'

/** Auth state of seed-spec §3 ("Client state"), with the saved plans the session loads. */
export type AuthState = {
  loggedIn: boolean
  isLoaded: boolean
  user: AccountUser | null
  /** The member's bearer token, for the account calls; null when signed out. */
  accessToken: string | null
  /** Calls the logout endpoint (its failure ignored), removes the token and goes to `/`. */
  logout: () => void
  /** Keeps a token from the login call and opens the session with it; true once signed in. */
  login: (token: string) => Promise<boolean>
  /** Reads the account again; a refused token ends the session. */
  refresh: () => Promise<boolean>
  /** Ends the session on this device only (after the account was deleted, or a token was refused). */
  endSession: (options?: { byUser?: boolean }) => void
  /** After the account was deleted: forgets what this device kept to join the account. */
  forgetDeviceClaims: () => void
  /** True after the person logged out or deleted the account in this page. */
  signedOutByUser: boolean
  /** Goes up when a stored review or report joins the account: lists of them read again. */
  accountDataVersion: number
  savedPlans: readonly number[]
  savedPlansStatus: 'idle' | 'loading' | 'loaded' | 'failed'
  isPlanSaved: (nid: number) => boolean
  /** Saves or unsaves a plan through call 9, at once on screen and undone if the server refuses. */
  toggleSavedPlan: (nid: number) => Promise<boolean>
}

type AuthActions = Pick<
  AuthState,
  'logout' | 'login' | 'refresh' | 'endSession' | 'forgetDeviceClaims' | 'toggleSavedPlan'
>

/**
 * The store and its actions, which keep their identity for the life of the page: the session's
 * changes reach the components that read it (`useAuth`), never the context itself, so a page's
 * parts still waiting for their code (`deferredPart`) keep the server's HTML.
 */
const AuthContext = createContext<{ store: AuthStore; actions: AuthActions } | null>(null)

/** The store wired to this browser: its fetch, localStorage and the site's toaster. */
function browserAuthDeps(deviceClaims: readonly DeviceClaims[] | undefined): AuthStoreDeps {
  return {
    readToken: () => readStorageText(STORAGE_KEYS.accessToken),
    writeToken: (token) => void writeStorage(STORAGE_KEYS.accessToken, token),
    removeToken: () => removeStorage(STORAGE_KEYS.accessToken),
    deviceClaims,
    subscribeToStorage,
    notifyError: (message, description) => void toast.error(message, description ? { description } : undefined),
    nowMs: () => Date.now(),
  }
}

/**
 * Holds the member session for the whole site (seed-spec §4, "Session"). The server and the
 * browser's first render both show it loading, so cached pages are the same for everyone;
 * the stored token is read once the page runs in the browser. `deviceClaims` is what the
 * device keeps to join an account once signed in (the site frame gives its stored reviews
 * and its report).
 */
export function AuthProvider({
  children,
  deviceClaims,
}: {
  children: ReactNode
  deviceClaims?: readonly DeviceClaims[]
}) {
  const accountSessionMessages = useFrameWords().accountSession
  const router = useAppRouter()
  const [store] = useState<AuthStore>(() => createLazyAuthStore(browserAuthDeps(deviceClaims), accountSessionMessages))
  useEffect(() => store.start(), [store])
  // The actions keep their identity for the life of the page, so effects may depend on them.
  const actions = useMemo<AuthActions>(
    () => ({
      logout: () => {
        // The server call finishes on its own (keepalive); its failure changes nothing here.
        void store.logout()
        router.push(ROUTES.home)
      },
      login: (token: string) => store.login(token),
      refresh: () => store.refresh(),
      endSession: (options?: { byUser?: boolean }) => store.endSession(options),
      forgetDeviceClaims: () => store.forgetDeviceClaims(),
      toggleSavedPlan: (nid: number) => store.toggleSavedPlan(nid),
    }),
    [store, router],
  )
  const session = useMemo(() => ({ store, actions }), [store, actions])
  return <AuthContext.Provider value={session}>{children}</AuthContext.Provider>
}

export function useAuth(): AuthState {
  const session = useContext(AuthContext)
  if (!session) throw new Error('useAuth must be used within an AuthProvider')
  const { store, actions } = session
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot)
  return useMemo<AuthState>(
    () => ({
      loggedIn: snapshot.loggedIn,
      isLoaded: snapshot.isLoaded,
      user: snapshot.user,
      accessToken: snapshot.token,
      signedOutByUser: snapshot.signedOutByUser,
      accountDataVersion: snapshot.dataVersion,
      savedPlans: snapshot.savedPlans,
      savedPlansStatus: snapshot.savedPlansStatus,
      isPlanSaved: (nid) => snapshot.savedPlans.includes(nid),
      ...actions,
    }),
    [snapshot, actions],
  )
}
