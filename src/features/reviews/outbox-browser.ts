import { readValidAccessToken } from '@/platform/browser-storage'

import { solveFreshCaptcha } from './captcha'
import type { OutboxDeps } from './outbox'
import { localStoredReviews } from './stored-reviews'

/** The outbox wired to this browser: its fetch, localStorage, the stored access token and Web Crypto. */
export function browserOutboxDeps(): OutboxDeps {
  return {
    fetch: (input, init) => window.fetch(input, init),
    store: localStoredReviews,
    accessToken: () => readValidAccessToken(),
    solveCaptcha: () => solveFreshCaptcha(),
    now: () => Date.now(),
    warn: (message) => console.warn(message),
  }
}
