import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import * as en from '@/messages/en'
import * as es from '@/messages/es'

import { lastMailTo } from '../support/outbox'
import { reviewBody, solveCaptcha } from '../support/reviews'
import { callRoute } from '../support/routes'
import { startTestPayload, type TestPayload } from '../support/test-payload'

type RouteHandler = (request: Request, context?: { params: Promise<Record<string, string>> }) => Promise<Response>
type Failure = { code: string; message: string; errors: Record<string, string> }

let context: TestPayload
let payload: Payload
let nid: number
const routes = {} as Record<string, Record<string, RouteHandler>>

beforeAll(async () => {
  context = await startTestPayload()
  payload = context.payload
  const { loadMarketSeedIfEmpty } = await import('@/features/plans/server')
  await loadMarketSeedIfEmpty(payload)
  const { findPlansByZip } = await import('@/features/plans/server')
  nid = (await findPlansByZip(payload, '77002')).plans[0]!.nid
  routes.postReview = await import('@/app/(frontend)/api/reviews/route')
  routes.challenge = await import('@/app/(frontend)/api/reviews/challenge/route')
  routes.register = await import('@/app/(frontend)/v1/account/register/route')
  routes.login = await import('@/app/(frontend)/v1/account/login/route')
  routes.forgot = await import('@/app/(frontend)/v1/account/password/forgot/route')
  routes.reset = await import('@/app/(frontend)/v1/account/password/reset/route')
  routes.change = await import('@/app/(frontend)/v1/account/password/change/route')
  routes.subscribe = await import('@/app/(frontend)/v1/newsletter/subscribe/route')
})

afterAll(async () => {
  await context?.stop()
})

beforeEach(async () => {
  ;(await import('@/platform/rate-limit')).resetRateLimits()
})

async function captcha(): Promise<string> {
  const response = await routes.challenge!.GET!(
    new Request('http://localhost/api/reviews/challenge', { headers: { 'x-candor-client-address': '192.0.2.10' } }),
  )
  return solveCaptcha(await response.json())
}

/** Call 2 with one rule broken; the connection's hourly limit starts afresh each time. */
async function review(language: string | undefined, overrides: Record<string, unknown>) {
  ;(await import('@/platform/rate-limit')).resetRateLimits()
  const challenge = await captcha()
  return callRoute<Failure>(routes.postReview!.POST!, { body: reviewBody(nid, challenge, overrides), language })
}

describe('call 2 in Spanish', () => {
  it('gives every rule of the review form its Spanish message, and English without Accept-Language', async () => {
    const cases: [Record<string, unknown>, string, keyof typeof en.reviewValidation][] = [
      [{ field_review_overallrating: '' }, 'field_review_overallrating', 'overallRequired'],
      [{ field_review_overallrating: 'superb' }, 'field_review_overallrating', 'invalidRating'],
      [{ field_review_accesscarerating: '' }, 'field_review_accesscarerating', 'accessRequired'],
      [{ field_review_custservicerating: '' }, 'field_review_custservicerating', 'customerServiceRequired'],
      [{ field_review_costrating: '' }, 'field_review_costrating', 'costRequired'],
      [{ field_review_private_message: 'x'.repeat(501) }, 'field_review_private_message', 'privateTooLong'],
      [{ field_review_public_message: 'Too short.' }, 'field_review_public_message', 'publicTooShort'],
      [{ field_review_public_message: 'y'.repeat(1001) }, 'field_review_public_message', 'publicTooLong'],
      [{ field_user_account_displayname: '' }, 'field_user_account_displayname', 'nameRequired'],
      [{ field_user_account_displayname: 'n'.repeat(121) }, 'field_user_account_displayname', 'nameTooLong'],
      [{ field_review_account_email: '' }, 'field_review_account_email', 'emailRequired'],
      [{ field_review_account_email: 'maria@' }, 'field_review_account_email', 'emailInvalid'],
      [{ field_review_tos_confirm: '0' }, 'field_review_tos_confirm', 'termsMustAccept'],
    ]
    for (const [overrides, field, key] of cases) {
      const spanish = await review('es-US,es;q=0.9', overrides)
      expect(spanish.status, key).toBe(400)
      expect(spanish.body.errors[field], key).toBe(es.reviewValidation[key])
      expect(spanish.body.message, key).toBe(es.reviewValidation[key])
      expect(spanish.headers.get('content-language')).toBe('es')

      const english = await review(undefined, overrides)
      expect(english.body.errors[field], key).toBe(en.reviewValidation[key])
    }
  })

  it('says a missing captcha and a request that is not JSON in Spanish', async () => {
    const noCaptcha = await callRoute<Failure>(routes.postReview!.POST!, {
      body: reviewBody(nid, ''),
      language: 'es',
    })
    expect(noCaptcha.body.errors.challenge).toBe(es.reviewValidation.captchaRequired)
    const notJson = await callRoute<Failure>(routes.postReview!.POST!, { body: 'not json', language: 'es' })
    expect(notJson.status).toBe(400)
    expect(notJson.body.message).toBe(es.serverErrors.notJson)
  })

  it('stores nothing when it refuses', async () => {
    const before = await payload.count({ collection: 'reviews', overrideAccess: true })
    await review('es', { field_review_overallrating: '' })
    expect(await payload.count({ collection: 'reviews', overrideAccess: true })).toEqual(before)
  })
})

describe('the account calls in Spanish', () => {
  it('answers registration, login and password calls in the language asked for', async () => {
    const register = await callRoute<Failure>(routes.register!.POST!, {
      body: { first_name: '', last_name: '', email: 'not-an-email', password: 'short' },
      language: 'es',
    })
    expect(register.status).toBe(400)
    expect(register.body.errors).toMatchObject({
      first_name: es.accountValidation.firstNameRequired,
      last_name: es.accountValidation.lastNameRequired,
      email: es.accountValidation.emailInvalid,
      password: es.accountValidation.passwordTooShort,
    })

    const login = await callRoute<Failure>(routes.login!.POST!, {
      body: { email: 'nobody@example.com', password: 'correct horse battery staple' },
      language: 'es-MX',
    })
    expect(login.status).toBe(401)
    expect(login.body.message).toBe(es.accountValidation.loginFailed)

    const forgot = await callRoute<Failure>(routes.forgot!.POST!, { body: { email: '' }, language: 'es' })
    expect(forgot.body.errors.email).toBe(es.accountValidation.emailRequired)

    const reset = await callRoute<Failure>(routes.reset!.POST!, {
      body: { token: 'f'.repeat(40), password: 'a much longer passphrase 42' },
      language: 'es',
    })
    expect(reset.body.message).toBe(es.accountValidation.tokenInvalid)

    const change = await callRoute<Failure>(routes.change!.POST!, {
      body: { current_password: 'x', password: 'another long passphrase 7' },
      language: 'es',
    })
    expect(change.status).toBe(401)
    expect(change.body.message).toBe(es.serverErrors.signInRequired)
  })

  it('says in Spanish how long to wait once a limit is reached, and in English for English', async () => {
    const forgot = (language?: string) =>
      callRoute<Failure>(routes.forgot!.POST!, { body: { email: 'limit@example.com' }, language })
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await forgot('es')).status).toBe(200)
    const spanish = await forgot('es')
    expect(spanish.status).toBe(429)
    expect(spanish.headers.get('content-language')).toBe('es')
    expect(spanish.body.message).toBe(es.rateLimits['accounts.reset'](60))
    expect(spanish.body.message).toBe(
      'Se hicieron demasiadas solicitudes para restablecer la contraseña desde esta conexión. Inténtelo de nuevo en 60 minutos.',
    )
    expect((await forgot()).body.message).toBe(
      'Too many password reset requests from this connection. Please try again in 60 minutes.',
    )
  })

  it('keeps the specification English for a browser that asks for English or nothing', async () => {
    const register = await callRoute<Failure>(routes.register!.POST!, {
      body: { first_name: '', last_name: 'G', email: 'maria@example.com', password: 'correct horse battery staple' },
      language: 'en-US,en;q=0.9,es;q=0.5',
    })
    expect(register.body.errors.first_name).toBe('First name is required')
  })
})

describe('account mail in Spanish', () => {
  it('writes the confirmation and the password link in the language the member asked in, with Spanish links', async () => {
    const email = 'lucia.spanish@example.com'
    const register = await callRoute(routes.register!.POST!, {
      body: { first_name: 'Lucía', last_name: 'Gómez', email, password: 'correct horse battery staple' },
      language: 'es-US,es;q=0.9',
    })
    expect(register.status).toBe(201)
    const confirmation = await lastMailTo(payload, email)
    expect(confirmation?.subject).toBe(es.accountMail.verificationSubject)
    expect(confirmation?.text).toContain(es.accountMail.hello('Lucía'))
    expect(confirmation?.text).toMatch(/\/es\/verify-email\?token=[^\s]+/)
    expect(confirmation?.text).toContain(es.accountMail.signOff)

    const forgot = await callRoute(routes.forgot!.POST!, { body: { email }, language: 'es' })
    expect(forgot.status).toBe(200)
    const reset = await lastMailTo(payload, email)
    expect(reset?.subject).toBe(es.accountMail.resetSubject)
    expect(reset?.text).toMatch(/\/es\/reset-password\?token=[^\s]+/)

    const english = 'lucas.english@example.com'
    await callRoute(routes.register!.POST!, {
      body: { first_name: 'Lucas', last_name: 'Gray', email: english, password: 'correct horse battery staple' },
    })
    const englishMail = await lastMailTo(payload, english)
    expect(englishMail?.subject).toBe('Confirm your email for Candor')
    expect(englishMail?.text).toMatch(/^Hello Lucas,\n\n/)
    expect(englishMail?.text).toMatch(/[^s]\/verify-email\?token=/)
  })
})

describe('newsletter mail in Spanish', () => {
  it('confirms a sign-up from a Spanish page in Spanish, with the Spanish confirmation page', async () => {
    const email = 'rosa.spanish@example.com'
    const answer = await callRoute(routes.subscribe!.POST!, { body: { email, consent: true }, language: 'es' })
    expect(answer.status).toBe(200)
    const mail = await lastMailTo(payload, email)
    expect(mail?.subject).toBe(es.siteMail.newsletterSubject)
    expect(mail?.text).toMatch(new RegExp(`^${es.siteMail.hello}\\n\\n`))
    expect(mail?.text).toMatch(/\/es\/newsletter\/confirm\?token=[^\s]+/)
    // Issues will come in Spanish when an editor writes them in Spanish.
    const stored = await payload.find({
      collection: 'subscribers',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
    expect(stored.docs[0]?.language).toBe('es')

    const refused = await callRoute<Failure>(routes.subscribe!.POST!, { body: { email: 'rosa@' }, language: 'es' })
    expect(refused.body.errors.email).toBe(es.newsletterValidation.emailInvalid)
  })
})
