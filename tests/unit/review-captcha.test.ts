import { createChallenge, verifySolution, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { describe, expect, it } from 'vitest'

import { solveCaptchaChallenge, solveFreshCaptcha } from '@/features/reviews/captcha'

const SECRET = 'unit-test-signature-secret'
const KEY_SECRET = 'unit-test-key-signature-secret'

/** A challenge made the way the server makes the review captcha: SHA-256, a cost, a secret counter. */
function challenge(): Promise<Challenge> {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 2,
    counter: 300,
    deriveKey,
    expiresAt: Math.floor(Date.now() / 1000) + 600,
    hmacSignatureSecret: SECRET,
    hmacKeySignatureSecret: KEY_SECRET,
  })
}

describe('solving a review captcha without the widget (Web Crypto, as in the browser)', () => {
  it('produces the payload the widget would send, which the server’s check accepts', async () => {
    const issued = await challenge()
    const payload = await solveCaptchaChallenge(issued)
    expect(payload).toBeTypeOf('string')
    const decoded = JSON.parse(Buffer.from(payload!, 'base64').toString('utf8'))
    expect(decoded.challenge).toEqual({ parameters: issued.parameters, signature: issued.signature })
    const result = await verifySolution({
      challenge: decoded.challenge,
      solution: decoded.solution,
      deriveKey,
      hmacSignatureSecret: SECRET,
      hmacKeySignatureSecret: KEY_SECRET,
    })
    expect(result.verified).toBe(true)
  })

  it('fetches a fresh challenge, and gives up quietly when there is none or it is of an unknown kind', async () => {
    const issued = await challenge()
    const serve = (body: unknown, status = 200) =>
      (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch
    expect(await solveFreshCaptcha(serve(issued))).toBeTypeOf('string')
    expect(await solveFreshCaptcha(serve({ message: 'Too many' }, 429))).toBeNull()
    expect(await solveFreshCaptcha(serve({ parameters: { ...issued.parameters, algorithm: 'MD5' } }))).toBeNull()
    expect(await solveFreshCaptcha(serve('not a challenge'))).toBeNull()
    const offline = (async () => {
      throw new TypeError('Failed to fetch')
    }) as unknown as typeof fetch
    expect(await solveFreshCaptcha(offline)).toBeNull()
  })
})
