import { describe, expect, it, vi } from 'vitest'

import type { AuthSnapshot, AuthStoreDeps } from '@/features/accounts'
import { createLazyAuthStore } from '@/features/accounts/lazy-auth-store'

/** Counts the loads of the session's code: the frame must not fetch it for a visitor. */
const loads = vi.hoisted(() => ({ count: 0 }))
vi.mock('@/features/accounts/auth-store', async (importOriginal) => {
  loads.count += 1
  return importOriginal()
})

const NOW_MS = 1_800_000_000_000
const TEXT = { failedToFetchUser: 'F', reviewDidNotUpdate: 'R', savedPlansFailed: 'S', savedPlanToggleFailed: 'T' }
const ACCOUNT = { uid: 7, first_name: 'Maria', last_name: 'Garcia', email: 'maria@example.com', pending_email: null }
const TOKEN = `${Buffer.from('{"alg":"HS256"}').toString('base64url')}.${Buffer.from(JSON.stringify({ id: 7, exp: NOW_MS / 1000 + 3600 })).toString('base64url')}.sig`

function browser() {
  const storage: { token: string | null } = { token: null }
  let storageListener: (() => void) | undefined
  const fetch = (async (input: RequestInfo | URL) => {
    if (String(input) === '/v1/data/account/details') return Response.json({ code: '200', data: { account: ACCOUNT } })
    return Response.json({ code: '200', data: { account_savedplans: { field_savedplans_ids: [] } } })
  }) as typeof globalThis.fetch
  const deps: AuthStoreDeps = {
    fetch,
    readToken: () => storage.token,
    writeToken: (token) => void (storage.token = token),
    removeToken: () => void (storage.token = null),
    subscribeToStorage: (listener) => {
      storageListener = listener
      return () => (storageListener = undefined)
    },
    notifyError: () => undefined,
    nowMs: () => NOW_MS,
  }
  const store = createLazyAuthStore(deps, TEXT)
  const seen: AuthSnapshot[] = []
  store.subscribe(() => seen.push(store.getSnapshot()))
  return { store, storage, seen, otherTabWrites: () => storageListener?.() }
}

async function until(read: () => AuthSnapshot, done: (snapshot: AuthSnapshot) => boolean) {
  for (let turn = 0; turn < 200; turn += 1) {
    if (done(read())) return read()
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  throw new Error(`never reached: ${JSON.stringify(read())}`)
}

describe('the session as the site frame holds it', () => {
  it('signs a visitor out at once and never fetches the session’s code for them', async () => {
    const { store } = browser()
    expect(store.getSnapshot()).toMatchObject({ isLoaded: false })
    store.start()
    expect(store.getSnapshot()).toMatchObject({ isLoaded: true, loggedIn: false })
    expect(await store.toggleSavedPlan(65)).toBe(false)
    expect(store.isPlanSaved(65)).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(loads.count).toBe(0)
  })

  it('fetches it to sign in on this page, without showing the session as loading meanwhile', async () => {
    const { store, storage, seen } = browser()
    store.start()
    expect(await store.login(TOKEN)).toBe(true)
    expect(store.getSnapshot()).toMatchObject({ loggedIn: true, user: ACCOUNT })
    expect(storage.token).toBe(TOKEN)
    expect(seen.every((snapshot) => snapshot.isLoaded)).toBe(true)
    expect(loads.count).toBe(1)
  })

  it('follows another tab that signs in, and a stored token opens the session on load', async () => {
    const first = browser()
    first.store.start()
    first.storage.token = TOKEN
    first.otherTabWrites()
    expect(await until(first.store.getSnapshot, (s) => s.loggedIn)).toMatchObject({ user: ACCOUNT })

    const second = browser()
    second.storage.token = TOKEN
    second.store.start()
    expect(second.store.getSnapshot()).toMatchObject({ isLoaded: false })
    expect(await until(second.store.getSnapshot, (s) => s.loggedIn)).toMatchObject({ user: ACCOUNT })
    second.store.logout()
    expect(second.store.getSnapshot()).toMatchObject({ loggedIn: false, signedOutByUser: true })
    expect(second.storage.token).toBeNull()
  })
})
