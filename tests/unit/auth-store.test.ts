import { describe, expect, it } from 'vitest'

import type { AuthSnapshot } from '@/features/accounts'
import { createAuthStore } from '@/features/accounts/auth-store'
import { createLazyAuthStore } from '@/features/accounts/lazy-auth-store'
import { storedReviewClaims } from '@/features/reviews/stored-review-claims'
import { memoryStoredReviews } from '@/features/reviews/stored-reviews'
import { reportClaims } from '@/features/reports/report-claims'

import { storedReview } from '../support/stored-review'

const NOW_MS = 1_800_000_000_000
const NOW_S = NOW_MS / 1000

const TEXT = {
  failedToFetchUser: 'Failed to fetch user details',
  reviewDidNotUpdate: "Review didn't update",
  savedPlansFailed: 'Failed',
  savedPlanToggleFailed: 'Your saved plans could not be changed.',
}

function jwt(exp: number): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${encode({ alg: 'HS256' })}.${encode({ id: 7, exp })}.sig`
}

const ACCOUNT = { uid: 7, first_name: 'Maria', last_name: 'Garcia', email: 'maria@example.com', pending_email: null }

type Route = (init: RequestInit) => { status: number; body?: unknown }
type Call = { method: string; path: string; authorization: string | null; body: unknown }

/** A browser for the store: storage in memory, a server answering from `routes`, toasts collected. */
function harnessOf(options: {
  token?: string | null
  report?: string | null
  reviews?: ReturnType<typeof storedReview>[]
  routes?: Record<string, Route>
  make?: typeof createAuthStore
}) {
  const storage = { token: options.token ?? null, report: options.report ?? null }
  const calls: Call[] = []
  const toasts: string[] = []
  const routes: Record<string, Route> = {
    'POST /v1/data/account/details': () => ({ status: 200, body: { code: '200', data: { account: ACCOUNT } } }),
    'GET /v1/account/saved_plans': () => ({
      status: 200,
      body: { code: '200', data: { account_savedplans: { field_savedplans_ids: [{ value: 65 }] } } },
    }),
    'POST /v1/account/saved_plans': (init) => {
      const nids = (JSON.parse(String(init.body)) as { field_account_saved_plans: number[] }).field_account_saved_plans
      return {
        status: 200,
        body: {
          code: '200',
          data: { account_savedplans: { field_savedplans_ids: nids.map((value) => ({ value })) } },
        },
      }
    },
    ...options.routes,
  }
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET'
    const path = String(input)
    const headers = (init.headers ?? {}) as Record<string, string>
    calls.push({
      method,
      path,
      authorization: headers.authorization ?? null,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    })
    const route = routes[`${method} ${path}`]
    if (!route) return Response.json({ code: '404', message: 'not found', errors: {} }, { status: 404 })
    const { status, body } = route(init)
    return Response.json(body ?? { code: String(status) }, { status })
  }) as typeof globalThis.fetch
  const reviews = memoryStoredReviews(options.reviews ?? [])
  const make = options.make ?? createAuthStore
  const store = make(
    {
      fetch,
      readToken: () => storage.token,
      writeToken: (token) => void (storage.token = token),
      removeToken: () => void (storage.token = null),
      deviceClaims: [
        storedReviewClaims(reviews),
        reportClaims({ read: () => storage.report, remove: () => void (storage.report = null) }),
      ],
      subscribeToStorage: () => () => {},
      notifyError: (message) => void toasts.push(message),
      nowMs: () => NOW_MS,
    },
    TEXT,
  )
  return { store, storage, calls, toasts, reviews }
}

/** Waits until the store's snapshot satisfies `done`, letting its calls run. */
async function until(store: { getSnapshot(): AuthSnapshot }, done: (snapshot: AuthSnapshot) => boolean) {
  for (let turn = 0; turn < 200; turn += 1) {
    if (done(store.getSnapshot())) return store.getSnapshot()
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  throw new Error(`never reached: ${JSON.stringify(store.getSnapshot())}`)
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 20))

/**
 * Every rule holds for the store itself and for the one the site frame uses, which loads the
 * store's code only when there is a session (`createLazyAuthStore`).
 */
describe.each([
  ['the session store', createAuthStore],
  ['the session store loaded when needed', createLazyAuthStore],
] as const)('%s', (_name, make) => {
  const harness = (options: Parameters<typeof harnessOf>[0]) => harnessOf({ make, ...options })
  it('starts loading, the same on the server and in the browser', () => {
    const { store } = harness({})
    expect(store.getSnapshot()).toEqual(store.getServerSnapshot())
    expect(store.getSnapshot()).toMatchObject({ isLoaded: false, loggedIn: false })
  })

  it('is signed out without a token, and makes no call', async () => {
    const { store, calls } = harness({})
    store.start()
    expect(await until(store, (s) => s.isLoaded)).toMatchObject({ loggedIn: false, user: null })
    expect(calls).toEqual([])
  })

  it('removes an expired token and is signed out without asking the server', async () => {
    const { store, storage, calls } = harness({ token: jwt(NOW_S - 1) })
    store.start()
    expect(await until(store, (s) => s.isLoaded)).toMatchObject({ loggedIn: false })
    expect(storage.token).toBeNull()
    expect(calls).toEqual([])
  })

  it('signs in with a valid token after reading the account (call 7), then loads the saved plans (call 8)', async () => {
    const token = jwt(NOW_S + 3600)
    const { store, calls } = harness({ token })
    store.start()
    const snapshot = await until(store, (s) => s.savedPlansStatus === 'loaded')
    expect(snapshot).toMatchObject({ isLoaded: true, loggedIn: true, user: ACCOUNT, token, savedPlans: [65] })
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/v1/data/account/details',
      authorization: `Bearer ${token}`,
    })
  })

  it('says "Failed to fetch user details", removes the token and signs out when call 7 fails', async () => {
    const { store, storage, toasts } = harness({
      token: jwt(NOW_S + 3600),
      routes: { 'POST /v1/data/account/details': () => ({ status: 401, body: { code: '401' } }) },
    })
    store.start()
    expect(await until(store, (s) => s.isLoaded)).toMatchObject({ loggedIn: false })
    expect(storage.token).toBeNull()
    expect(toasts).toEqual(['Failed to fetch user details'])
  })

  it('claims accepted stored reviews one by one with the claim token, and removes each once claimed', async () => {
    const first = storedReview({ clientId: 'a', id: 41, claim_token: 'token-41' })
    first.review.client_review_id = 'a'
    const second = storedReview({ clientId: 'b', id: 42, claim_token: 'token-42' })
    second.review.client_review_id = 'b'
    const queued = storedReview({ clientId: 'c', state: 'queued', id: undefined, claim_token: undefined })
    const ok = () => ({ status: 200, body: { code: '200', data: { review: { status: 'pending' } } } })
    const { store, calls, reviews, toasts } = harness({
      token: jwt(NOW_S + 3600),
      reviews: [first, second, queued],
      routes: { 'POST /v1/data/review/41/update': ok, 'POST /v1/data/review/42/update': ok },
    })
    store.start()
    await until(store, (s) => s.dataVersion === 2)
    const claims = calls.filter((call) => call.path.startsWith('/v1/data/review/'))
    expect(claims.map((call) => call.path)).toEqual(['/v1/data/review/41/update', '/v1/data/review/42/update'])
    expect(claims[0]!.body).toMatchObject({
      claim_token: 'token-41',
      field_review_account_id: 7,
      field_user_account_displayname: 'Maria G.',
      field_review_account_email: 'maria@example.com',
    })
    // The queued review is the outbox's: left alone.
    expect(reviews.entries.map((entry) => entry.clientId)).toEqual(['c'])
    expect(toasts).toEqual([])
  })

  it('says "Review didn\'t update" when a claim is refused, and drops it only when refused for good', async () => {
    const refused = storedReview({ clientId: 'a', id: 41 })
    refused.review.client_review_id = 'a'
    const unanswered = storedReview({ clientId: 'b', id: 42 })
    unanswered.review.client_review_id = 'b'
    const { store, reviews, toasts } = harness({
      token: jwt(NOW_S + 3600),
      reviews: [refused, unanswered],
      routes: {
        'POST /v1/data/review/41/update': () => ({ status: 403, body: { code: '403' } }),
        'POST /v1/data/review/42/update': () => ({ status: 503, body: { code: '503' } }),
      },
    })
    store.start()
    await until(store, (s) => s.savedPlansStatus === 'loaded')
    await settled()
    expect(toasts).toEqual(["Review didn't update", "Review didn't update"])
    expect(reviews.entries.map((entry) => entry.clientId)).toEqual(['b'])
  })

  it('forgets the reviews waiting for the account once it is deleted, and leaves the outbox its queued ones', () => {
    const accepted = storedReview({ clientId: 'a', id: 41 })
    const queued = storedReview({ clientId: 'c', state: 'queued', id: undefined, claim_token: undefined })
    const { store, reviews } = harness({ reviews: [accepted, queued] })
    store.forgetDeviceClaims()
    expect(reviews.entries.map((entry) => entry.clientId)).toEqual(['c'])
  })

  it('attaches a report made before signing in (call 5, empty body) and then forgets its id', async () => {
    const token = jwt(NOW_S + 3600)
    const { store, storage, calls } = harness({
      token,
      report: 'r_0123456789abcdef0123',
      routes: { 'POST /v1/data/report/r_0123456789abcdef0123/update': () => ({ status: 200, body: { code: '200' } }) },
    })
    store.start()
    await until(store, (s) => s.dataVersion === 1)
    expect(calls.find((call) => call.path.includes('/v1/data/report/'))).toMatchObject({
      method: 'POST',
      authorization: `Bearer ${token}`,
      body: {},
    })
    expect(storage.report).toBeNull()
  })

  it('drops a report refused by the server without a word, and keeps one the server could not take', async () => {
    const token = jwt(NOW_S + 3600)
    const refused = harness({
      token,
      report: 'r_0123456789abcdef0123',
      routes: { 'POST /v1/data/report/r_0123456789abcdef0123/update': () => ({ status: 404 }) },
    })
    refused.store.start()
    await until(refused.store, (s) => s.loggedIn)
    await settled()
    expect(refused.storage.report).toBeNull()
    expect(refused.toasts).toEqual([])

    const unreachable = harness({
      token,
      report: 'r_0123456789abcdef0123',
      routes: { 'POST /v1/data/report/r_0123456789abcdef0123/update': () => ({ status: 503 }) },
    })
    unreachable.store.start()
    await until(unreachable.store, (s) => s.loggedIn)
    await settled()
    expect(unreachable.storage.report).toBe('r_0123456789abcdef0123')
  })

  it('claims the stored reviews before the report, and forgets the report with the account', async () => {
    const token = jwt(NOW_S + 3600)
    const { store, storage, calls } = harness({
      token,
      reviews: [storedReview({ clientId: 'a', id: 41 })],
      report: 'r_0123456789abcdef0123',
      routes: {
        'POST /v1/data/review/41/update': () => ({ status: 200, body: { code: '200' } }),
        'POST /v1/data/report/r_0123456789abcdef0123/update': () => ({ status: 503 }),
      },
    })
    store.start()
    await until(store, (s) => s.dataVersion === 1)
    await settled()
    const claimed = calls.filter((call) => call.method === 'POST' && call.path.includes('/update')).map((c) => c.path)
    expect(claimed).toEqual(['/v1/data/review/41/update', '/v1/data/report/r_0123456789abcdef0123/update'])
    expect(storage.report).toBe('r_0123456789abcdef0123')
    store.forgetDeviceClaims()
    await settled()
    expect(storage.report).toBeNull()
  })

  it('says "Failed" when the saved plans cannot be loaded', async () => {
    const { store, toasts } = harness({
      token: jwt(NOW_S + 3600),
      routes: { 'GET /v1/account/saved_plans': () => ({ status: 500, body: { code: '500' } }) },
    })
    store.start()
    expect(await until(store, (s) => s.savedPlansStatus === 'failed')).toMatchObject({ loggedIn: true })
    expect(toasts).toEqual(['Failed'])
  })

  it('after "Failed", pressing save again loads the saved plans again and saves the plan', async () => {
    let failing = true
    const { store, calls, toasts } = harness({
      token: jwt(NOW_S + 3600),
      routes: {
        'GET /v1/account/saved_plans': () =>
          failing
            ? { status: 500, body: { code: '500' } }
            : {
                status: 200,
                body: { code: '200', data: { account_savedplans: { field_savedplans_ids: [{ value: 65 }] } } },
              },
      },
    })
    store.start()
    await until(store, (s) => s.savedPlansStatus === 'failed')
    expect(toasts).toEqual(['Failed'])

    // Still failing: "Failed" again, and the list can be tried once more.
    expect(await store.toggleSavedPlan(70)).toBe(false)
    expect(store.getSnapshot().savedPlansStatus).toBe('failed')
    expect(toasts).toEqual(['Failed', 'Failed'])

    failing = false
    expect(await store.toggleSavedPlan(70)).toBe(true)
    expect(store.getSnapshot()).toMatchObject({ savedPlansStatus: 'loaded', savedPlans: [65, 70] })
    expect(calls.at(-1)).toMatchObject({ method: 'POST', body: { field_account_saved_plans: [65, 70] } })
  })

  it('toggles a saved plan at once, and undoes it with a toast when call 9 fails', async () => {
    let refuse = false
    const { store, calls, toasts } = harness({
      token: jwt(NOW_S + 3600),
      routes: {
        'POST /v1/account/saved_plans': (init) => {
          if (refuse) return { status: 500, body: { code: '500' } }
          const nids = (JSON.parse(String(init.body)) as { field_account_saved_plans: number[] })
            .field_account_saved_plans
          return {
            status: 200,
            body: {
              code: '200',
              data: { account_savedplans: { field_savedplans_ids: nids.map((value) => ({ value })) } },
            },
          }
        },
      },
    })
    store.start()
    await until(store, (s) => s.savedPlansStatus === 'loaded')

    const saving = store.toggleSavedPlan(70)
    expect(store.getSnapshot().savedPlans).toEqual([65, 70])
    expect(await saving).toBe(true)
    expect(calls.at(-1)).toMatchObject({ method: 'POST', body: { field_account_saved_plans: [65, 70] } })

    refuse = true
    const unsaving = store.toggleSavedPlan(65)
    expect(store.getSnapshot().savedPlans).toEqual([70])
    expect(await unsaving).toBe(false)
    expect(store.getSnapshot().savedPlans).toEqual([70, 65])
    expect(toasts).toEqual(['Failed'])
  })

  it('logs out: the token goes at once, the server is told, and nothing is left signed in', async () => {
    const token = jwt(NOW_S + 3600)
    const { store, storage, calls } = harness({
      token,
      routes: { 'POST /v1/account/logout': () => ({ status: 500, body: { code: '500' } }) },
    })
    store.start()
    await until(store, (s) => s.loggedIn)
    const ending = store.logout()
    expect(storage.token).toBeNull()
    expect(store.getSnapshot()).toMatchObject({ loggedIn: false, isLoaded: true, user: null, signedOutByUser: true })
    await ending
    expect(calls.at(-1)).toMatchObject({ path: '/v1/account/logout', authorization: `Bearer ${token}` })
  })
})
