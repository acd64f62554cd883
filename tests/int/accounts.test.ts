import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { expireToken, reviewBody, solveCaptcha } from '../support/reviews'
import { lastMailTo } from '../support/outbox'
import { callRoute } from '../support/routes'
import { startTestPayload, type TestPayload } from '../support/test-payload'

let context: TestPayload
let payload: Payload
type RouteHandler = (request: Request, context?: { params: Promise<Record<string, string>> }) => Promise<Response>
const routes = {} as Record<string, Record<string, RouteHandler>>

beforeAll(async () => {
  context = await startTestPayload()
  payload = context.payload
  const { loadMarketSeedIfEmpty } = await import('@/features/plans/server')
  await loadMarketSeedIfEmpty(payload)
  routes.register = await import('@/app/(frontend)/v1/account/register/route')
  routes.verify = await import('@/app/(frontend)/v1/account/verify-email/route')
  routes.resend = await import('@/app/(frontend)/v1/account/verify-email/resend/route')
  routes.login = await import('@/app/(frontend)/v1/account/login/route')
  routes.logout = await import('@/app/(frontend)/v1/account/logout/route')
  routes.forgot = await import('@/app/(frontend)/v1/account/password/forgot/route')
  routes.reset = await import('@/app/(frontend)/v1/account/password/reset/route')
  routes.change = await import('@/app/(frontend)/v1/account/password/change/route')
  routes.update = await import('@/app/(frontend)/v1/account/update/route')
  routes.details = await import('@/app/(frontend)/v1/data/account/details/route')
  routes.saved = await import('@/app/(frontend)/v1/account/saved_plans/route')
  routes.reports = await import('@/app/(frontend)/v1/account/reports/route')
  routes.reviews = await import('@/app/(frontend)/v1/account/reviews/route')
  routes.export = await import('@/app/(frontend)/v1/account/export/route')
  routes.delete = await import('@/app/(frontend)/v1/account/delete/route')
  routes.claim = await import('@/app/(frontend)/v1/data/review/[id]/update/route')
  routes.report = await import('@/app/(frontend)/v1/data/report/[id]/route')
  routes.reportUpdate = await import('@/app/(frontend)/v1/data/report/[id]/update/route')
  routes.postReview = await import('@/app/(frontend)/api/reviews/route')
  routes.challenge = await import('@/app/(frontend)/api/reviews/challenge/route')
})

afterAll(async () => {
  await context?.stop()
})

beforeEach(async () => {
  ;(await import('@/platform/rate-limit')).resetRateLimits()
})

function tokenIn(text: string, path: string): string {
  const match = new RegExp(`${path}\\?token=([^\\s]+)`).exec(text)
  if (!match) throw new Error(`no ${path} link in: ${text}`)
  return decodeURIComponent(match[1]!)
}

const PASSWORD = 'correct horse battery staple'

/** Registers, confirms by the mailed link, logs in: a member with a token. */
async function member(email: string, first = 'Maria', last = 'Garcia') {
  const registered = await callRoute(routes.register!.POST!, {
    body: { first_name: first, last_name: last, email, password: PASSWORD },
  })
  expect(registered.status, JSON.stringify(registered.body)).toBe(201)
  const mail = await lastMailTo(payload, email)
  await callRoute(routes.verify!.POST!, { body: { token: tokenIn(mail!.text, '/verify-email') } })
  const login = await callRoute(routes.login!.POST!, { body: { email, password: PASSWORD } })
  expect(login.status).toBe(200)
  return { id: login.body.data.account.uid as number, token: login.body.data.access_token as string }
}

describe('register, confirm and log in', () => {
  it('registers an unconfirmed account and mails a confirmation link; login waits for it', async () => {
    const answer = await callRoute(routes.register!.POST!, {
      body: { first_name: ' Ana ', last_name: 'López', email: 'Ana@Example.com', password: PASSWORD },
    })
    expect(answer.status).toBe(201)
    expect(answer.body.data.account).toMatchObject({ first_name: 'Ana', last_name: 'López', email: 'ana@example.com' })
    expect(JSON.stringify(answer.body)).not.toContain(PASSWORD)

    const mail = await lastMailTo(payload, 'ana@example.com')
    expect(mail?.subject).toBe('Confirm your email for Candor')
    expect(mail?.text).toMatch(/^Hello Ana,/)

    const early = await callRoute(routes.login!.POST!, { body: { email: 'ana@example.com', password: PASSWORD } })
    expect(early.status).toBe(403)
    expect(early.body.message).toBe('Please confirm your email address first: use the link we sent you.')

    const wrong = await callRoute(routes.verify!.POST!, { body: { token: 'x'.repeat(40) } })
    expect(wrong.status).toBe(400)
    expect(wrong.body.errors.token).toBe('This link has expired or was already used. Please ask for a new one.')

    const confirmed = await callRoute(routes.verify!.POST!, { body: { token: tokenIn(mail!.text, '/verify-email') } })
    expect(confirmed.status).toBe(200)

    const login = await callRoute(routes.login!.POST!, { body: { email: 'ANA@example.com', password: PASSWORD } })
    expect(login.status).toBe(200)
    const { access_token: token, exp } = login.body.data
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'))
    expect(claims.exp).toBe(exp)
    expect(exp).toBeGreaterThan(Date.now() / 1000)
    expect(claims.collection).toBe('members')
  })

  it('sends the confirmation link again on request, answering the same for any address', async () => {
    const registered = await callRoute(routes.register!.POST!, {
      body: { first_name: 'Lena', last_name: 'Ortiz', email: 'lena@example.com', password: PASSWORD },
    })
    expect(registered.status).toBe(201)
    const first = await lastMailTo(payload, 'lena@example.com')
    const login = await callRoute(routes.login!.POST!, { body: { email: 'lena@example.com', password: PASSWORD } })
    expect(login.status).toBe(403)

    const resent = await callRoute(routes.resend!.POST!, { body: { email: 'Lena@Example.com' } })
    expect(resent.status).toBe(200)
    expect(resent.body.data.message).toBe(
      'If an account is waiting for this address to be confirmed, we have sent the confirmation link to it again. It can take a few minutes to arrive.',
    )
    const again = await lastMailTo(payload, 'lena@example.com')
    expect(again?.id).not.toBe(first?.id)
    expect(again?.subject).toBe('Confirm your email for Candor')
    const confirmed = await callRoute(routes.verify!.POST!, { body: { token: tokenIn(again!.text, '/verify-email') } })
    expect(confirmed.status).toBe(200)

    // No account, or one already confirmed: the same answer, and no mail.
    const unknown = await callRoute(routes.resend!.POST!, { body: { email: 'nobody-here@example.com' } })
    expect(unknown.status).toBe(200)
    expect(unknown.body).toEqual(resent.body)
    expect(await lastMailTo(payload, 'nobody-here@example.com')).toBeFalsy()
    const done = await callRoute(routes.resend!.POST!, { body: { email: 'lena@example.com' } })
    expect(done.body).toEqual(resent.body)
    expect((await lastMailTo(payload, 'lena@example.com'))?.id).toBe(again?.id)

    const malformed = await callRoute(routes.resend!.POST!, { body: { email: 'not an address' } })
    expect(malformed.status).toBe(400)
    expect(malformed.body.errors.email).toEqual(expect.any(String))
  })

  it('answers a registered address as a new one, makes no second account and mails its owner once an hour', async () => {
    const outbox = async (to: string) =>
      (
        await payload.find({
          collection: 'outbox',
          where: { to: { equals: to } },
          sort: 'createdAt',
          overrideAccess: true,
          limit: 50,
        })
      ).docs
    const register = (email: string, address: string) =>
      callRoute(routes.register!.POST!, {
        address,
        body: { first_name: 'Rosa', last_name: 'Park', email, password: PASSWORD },
      })
    // A registration retried after its answer was lost: same address, same password, not yet confirmed.
    const first = await register('retry@example.com', '203.0.113.60')
    expect(first.status).toBe(201)
    const again = await register('retry@example.com', '203.0.113.61')
    expect(again.status).toBe(first.status)
    expect(again.body).toEqual(first.body)
    const retried = await outbox('retry@example.com')
    expect(retried.map((mail) => mail.subject)).toEqual([
      'Confirm your email for Candor',
      'Confirm your email for Candor',
    ])
    // Both links confirm the one account.
    expect(tokenIn(String(retried[1]!.text), '/verify-email')).toBe(tokenIn(String(retried[0]!.text), '/verify-email'))
    expect(
      (
        await payload.count({
          collection: 'members',
          where: { email: { equals: 'retry@example.com' } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(1)
    // A third try within the hour mails nothing more.
    expect((await register('retry@example.com', '203.0.113.62')).status).toBe(201)
    expect(await outbox('retry@example.com')).toHaveLength(2)

    // A confirmed account: the stranger reads what a new account reads; the owner learns how to get in.
    await member('owner@example.com')
    const started = performance.now()
    const taken = await register('owner@example.com', '203.0.113.63')
    expect(performance.now() - started).toBeGreaterThanOrEqual(790)
    expect(taken.status).toBe(201)
    expect(taken.body.data).toEqual({
      account: { first_name: 'Rosa', last_name: 'Park', email: 'owner@example.com' },
      verification: 'sent',
    })
    const notice = (await outbox('owner@example.com')).at(-1)!
    expect(notice.subject).toBe('Someone tried to make a Candor account with your email')
    expect(String(notice.text)).toContain('/forgot-password')
    // The owner's account and password are untouched.
    expect(
      (await callRoute(routes.login!.POST!, { body: { email: 'owner@example.com', password: PASSWORD } })).status,
    ).toBe(200)
  })

  it('refuses weak passwords and missing names with clear messages, storing nothing', async () => {
    const before = (await payload.count({ collection: 'members', overrideAccess: true })).totalDocs
    const cases: [Record<string, string>, string, string][] = [
      [{ password: 'short1' }, 'password', 'Use at least 10 characters for your password'],
      [
        { password: 'aaaaaaaaaaaa' },
        'password',
        'Choose a password that is harder to guess: mix words, numbers or symbols',
      ],
      [
        { password: 'password123' },
        'password',
        'Choose a password that is harder to guess: mix words, numbers or symbols',
      ],
      [{ password: 'jordan.baker 2026' }, 'password', "Your password can't contain your email address"],
      [{ first_name: '' }, 'first_name', 'First name is required'],
      [{ last_name: ' ' }, 'last_name', 'Last name is required'],
      [{ email: 'not-an-email' }, 'email', 'Please Enter a valid email'],
    ]
    for (const [index, [change, field, message]] of cases.entries()) {
      const answer = await callRoute(routes.register!.POST!, {
        address: `203.0.113.${index + 1}`,
        body: {
          first_name: 'Jordan',
          last_name: 'Baker',
          email: 'jordan.baker@example.com',
          password: PASSWORD,
          ...change,
        },
      })
      expect(answer.status, field).toBe(400)
      expect(answer.body.errors[field]).toBe(message)
    }
    expect((await payload.count({ collection: 'members', overrideAccess: true })).totalDocs).toBe(before)
  })

  it('never locks an account: 5 wrong passwords hold back that connection for that account, not its owner', async () => {
    await member('targeted@example.com')
    const stranger = '192.0.2.100'
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await callRoute(routes.login!.POST!, {
        body: { email: 'targeted@example.com', password: 'not the password at all' },
        address: stranger,
      })
      expect(wrong.status).toBe(401)
      expect(wrong.body.message).toBe('The email or password is not right.')
    }
    const held = await callRoute(routes.login!.POST!, {
      body: { email: 'targeted@example.com', password: PASSWORD },
      address: stranger,
    })
    expect(held.status).toBe(429)
    expect(held.body.message).toMatch(/Too many wrong passwords for this account from this connection/)
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0)
    // The owner, from their own connection, logs in at once.
    const owner = await callRoute(routes.login!.POST!, {
      body: { email: 'targeted@example.com', password: PASSWORD },
      address: '192.0.2.200',
    })
    expect(owner.status).toBe(200)
    // And the stranger may still try another account (up to the per-connection limit).
    const other = await callRoute(routes.login!.POST!, {
      body: { email: 'someone-else@example.com', password: 'a guess' },
      address: stranger,
    })
    expect(other.status).toBe(401)
  })

  it('answers a wrong password for a real account and for no account in the same words, no sooner than the floor', async () => {
    await member('timed@example.com')
    const timed = async (email: string, address: string) => {
      const started = performance.now()
      const answer = await callRoute(routes.login!.POST!, { body: { email, password: 'a wrong passphrase' }, address })
      return { status: answer.status, message: answer.body.message, ms: performance.now() - started }
    }
    const known = await timed('timed@example.com', '192.0.2.150')
    const unknown = await timed('no-such-member@example.com', '192.0.2.151')
    expect(known.status).toBe(401)
    expect(unknown).toMatchObject({ status: 401, message: known.message })
    expect(known.ms).toBeGreaterThanOrEqual(590)
    expect(unknown.ms).toBeGreaterThanOrEqual(590)
  })

  it('asks for a password of spaces again instead of trying it', async () => {
    const answer = await callRoute(routes.login!.POST!, {
      body: { email: 'timed@example.com', password: '    ' },
      address: '192.0.2.152',
    })
    expect(answer.status).toBe(400)
    expect(answer.body.errors.password).toBe('Password is required')
  })

  it('rate-limits wrong passwords per connection, and registrations and reset requests per client', async () => {
    // 30 wrong passwords from one connection, each for a different account: none is held back alone.
    const office = '198.51.100.1'
    const wrong = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        callRoute(routes.login!.POST!, {
          body: { email: `guess-${index}@example.com`, password: 'whatever it is' },
          address: office,
        }),
      ),
    )
    expect(wrong.map((answer) => answer.status)).toEqual(Array(30).fill(401))
    const login = await callRoute(routes.login!.POST!, {
      body: { email: 'one-more-guess@example.com', password: 'x' },
      address: office,
    })
    expect(login.status).toBe(429)
    expect(login.body.message).toMatch(
      /^Too many wrong passwords from this connection\. Please try again in \d+ minutes?, or reset your password\.$/,
    )
    expect(login.headers.get('retry-after')).toMatch(/^\d+$/)
    const spanish = await callRoute(routes.login!.POST!, {
      body: { email: 'one-more-guess@example.com', password: 'x' },
      address: office,
      language: 'es',
    })
    expect(spanish.body.message).toMatch(/^Se escribieron demasiadas contraseñas incorrectas desde esta conexión\./)

    for (let attempt = 0; attempt < 5; attempt += 1) {
      await callRoute(routes.register!.POST!, { body: {}, address: '198.51.100.2' })
      await callRoute(routes.forgot!.POST!, { body: { email: 'nobody@example.com' }, address: '198.51.100.3' })
    }
    expect((await callRoute(routes.register!.POST!, { body: {}, address: '198.51.100.2' })).status).toBe(429)
    expect((await callRoute(routes.forgot!.POST!, { body: {}, address: '198.51.100.3' })).status).toBe(429)
  })
})

describe('logins from one address shared by many people (an office)', () => {
  const OFFICE = '203.0.113.7'
  const adminLoginForm = (email: string, password: string) => {
    const form = new FormData()
    form.append('_payload', JSON.stringify({ email, password }))
    return form
  }
  /** The admin's own login (Payload's form through Candor's guard), from the office. */
  async function staffLogin(email: string, password: string) {
    const { REST_POST } = await import('@payloadcms/next/routes')
    const { default: config } = await import('@payload-config')
    const { guardCmsApi } = await import('@/server/cms-api-guard')
    const response = await guardCmsApi(REST_POST(config))(
      new Request('http://localhost/api/cms/users/login', {
        method: 'POST',
        headers: { 'x-candor-client-address': OFFICE },
        body: adminLoginForm(email, password),
      }),
      { params: Promise.resolve({ slug: ['users', 'login'] }) },
    )
    return response.status
  }

  it('lets a member log in for the first time after many staff and member logins from the same address', async () => {
    await payload.create({
      collection: 'users',
      data: { email: 'office-editor@candor.test', password: PASSWORD, role: 'editor' },
      overrideAccess: true,
    })
    const colleague = await member('colleague@example.com')
    await member('newcomer@example.com')
    ;(await import('@/platform/rate-limit')).resetRateLimits()
    // A morning at the office: staff sign in 15 times and a colleague 5 times, all right.
    for (let attempt = 0; attempt < 15; attempt += 1) {
      expect(await staffLogin('office-editor@candor.test', PASSWORD)).toBe(200)
    }
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const again = await callRoute(routes.login!.POST!, {
        body: { email: 'colleague@example.com', password: PASSWORD },
        address: OFFICE,
      })
      expect(again.body.data?.account?.uid).toBe(colleague.id)
    }
    const first = await callRoute(routes.login!.POST!, {
      body: { email: 'newcomer@example.com', password: PASSWORD },
      address: OFFICE,
    })
    expect(first.status, JSON.stringify(first.body)).toBe(200)
  })

  it('holds back an account after repeated wrong passwords, but not another account from the same address', async () => {
    await member('forgetful@example.com')
    await member('careful@example.com')
    await payload.create({
      collection: 'users',
      data: { email: 'office-moderator@candor.test', password: PASSWORD, role: 'moderator' },
      overrideAccess: true,
    })
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await callRoute(routes.login!.POST!, {
        body: { email: 'forgetful@example.com', password: 'the old password, surely' },
        address: OFFICE,
      })
      expect(wrong.status).toBe(401)
    }
    const held = await callRoute(routes.login!.POST!, {
      body: { email: 'forgetful@example.com', password: PASSWORD },
      address: OFFICE,
    })
    expect(held.status).toBe(429)
    expect(held.body.message).toMatch(
      /^Too many wrong passwords for this account from this connection\. Please try again in \d+ minutes?, or reset your password\.$/,
    )
    const other = await callRoute(routes.login!.POST!, {
      body: { email: 'careful@example.com', password: PASSWORD },
      address: OFFICE,
    })
    expect(other.status).toBe(200)
    // The admin's login shares the same rules: a staff member at the office signs in too.
    expect(await staffLogin('office-moderator@candor.test', PASSWORD)).toBe(200)
  })
})

describe('sessions and account details (call 7)', () => {
  it('answers the account for a valid token and 401 for none, a bad one, an expired one, or after logout', async () => {
    const maria = await member('maria@example.com', 'Maria', 'Garcia')
    const details = await callRoute(routes.details!.POST!, { token: maria.token })
    expect(details.status).toBe(200)
    expect(details.body).toMatchObject({
      code: '200',
      data: { account: { uid: maria.id, first_name: 'Maria', last_name: 'Garcia', email: 'maria@example.com' } },
    })
    for (const token of [undefined, 'garbage', expireToken(maria.token, payload.secret)]) {
      const refused = await callRoute(routes.details!.POST!, { token })
      expect(refused.status).toBe(401)
      expect(refused.body.code).toBe('401')
    }
    expect((await callRoute(routes.logout!.POST!, { token: maria.token })).status).toBe(200)
    expect((await callRoute(routes.details!.POST!, { token: maria.token })).status).toBe(401)
  })

  it('never lets a member token act as staff', async () => {
    const person = await member('not-staff@example.com')
    const { user } = await payload.auth({ headers: new Headers({ authorization: `Bearer ${person.token}` }) })
    expect(user?.collection).toBe('members')
    const { can } = await import('@/access/permissions')
    expect(can(user, 'admin.enter')).toBe(false)
    const { Users } = await import('@/collections/Users')
    expect(await Users.access!.admin!({ req: { user } } as never)).toBe(false)
    await expect(payload.find({ collection: 'users', overrideAccess: false, user })).rejects.toThrow(/not allowed/)
  })
})

describe('passwords', () => {
  it('resets by a single-use emailed link, ends every session, and tells no one which emails exist', async () => {
    const person = await member('reset@example.com', 'Rita', 'Stone')
    const unknown = await callRoute(routes.forgot!.POST!, { body: { email: 'nobody-here@example.com' } })
    const known = await callRoute(routes.forgot!.POST!, { body: { email: 'reset@example.com' } })
    expect(unknown.status).toBe(200)
    expect(known.body).toEqual(unknown.body)
    expect(await lastMailTo(payload, 'nobody-here@example.com')).toBeUndefined()

    const mail = await lastMailTo(payload, 'reset@example.com')
    expect(mail?.subject).toBe('Reset your Candor password')
    const token = tokenIn(mail!.text, '/reset-password')

    const weak = await callRoute(routes.reset!.POST!, { body: { token, password: 'short' } })
    expect(weak.status).toBe(400)
    const done = await callRoute(routes.reset!.POST!, { body: { token, password: 'a brand new passphrase' } })
    expect(done.status).toBe(200)
    const again = await callRoute(routes.reset!.POST!, { body: { token, password: 'another new passphrase' } })
    expect(again.status).toBe(400)
    expect(again.body.errors.token).toBe('This link has expired or was already used. Please ask for a new one.')

    expect((await callRoute(routes.details!.POST!, { token: person.token })).status).toBe(401)
    const login = await callRoute(routes.login!.POST!, {
      body: { email: 'reset@example.com', password: 'a brand new passphrase' },
    })
    expect(login.status).toBe(200)
  })

  it('answers a reset request for an unknown and a known address alike, and no sooner than the floor', async () => {
    const { RESET_ANSWER_FLOOR_MS } = await import('@/platform/login-attempts.server')
    await member('timed-reset@example.com')
    const timed = async (email: string) => {
      const started = performance.now()
      const answer = await callRoute(routes.forgot!.POST!, { body: { email }, address: '192.0.2.31' })
      return { ...answer, ms: performance.now() - started }
    }
    const unknown = await timed('nobody-at-all@example.com')
    const known = await timed('timed-reset@example.com')
    expect(RESET_ANSWER_FLOOR_MS).toBe(300)
    expect(unknown.status).toBe(200)
    expect(known.status).toBe(200)
    expect(known.body).toEqual(unknown.body)
    // Without the floor an unknown address answered in 3–4 ms and a known one in 17–27 ms.
    expect(unknown.ms).toBeGreaterThanOrEqual(RESET_ANSWER_FLOOR_MS - 5)
    expect(known.ms).toBeGreaterThanOrEqual(RESET_ANSWER_FLOOR_MS - 5)
    expect((await lastMailTo(payload, 'timed-reset@example.com'))?.subject).toBe('Reset your Candor password')
  })

  it('refuses an expired reset link', async () => {
    await member('late@example.com')
    await callRoute(routes.forgot!.POST!, { body: { email: 'late@example.com' } })
    const token = tokenIn((await lastMailTo(payload, 'late@example.com'))!.text, '/reset-password')
    const found = await payload.find({
      collection: 'members',
      where: { email: { equals: 'late@example.com' } },
      overrideAccess: true,
    })
    await payload.db.updateOne({
      collection: 'members',
      id: found.docs[0]!.id,
      data: { resetPasswordExpiration: new Date(Date.now() - 1000).toISOString() },
    })
    expect((await callRoute(routes.reset!.POST!, { body: { token, password: 'a brand new passphrase' } })).status).toBe(
      400,
    )
  })

  it('changes the password only with the current one', async () => {
    const person = await member('change@example.com')
    const wrong = await callRoute(routes.change!.POST!, {
      token: person.token,
      body: { current_password: 'not it at all', password: 'a different passphrase' },
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body.errors.current_password).toBe('Your current password is not right.')
    const done = await callRoute(routes.change!.POST!, {
      token: person.token,
      body: { current_password: PASSWORD, password: 'a different passphrase' },
    })
    expect(done.status).toBe(200)
    expect((await callRoute(routes.change!.POST!, { body: { current_password: 'a', password: 'b' } })).status).toBe(401)
  })

  it('keeps the session that changed the password and ends every other one', async () => {
    const person = await member('sessions@example.com')
    const otherDevice = await callRoute(routes.login!.POST!, {
      body: { email: 'sessions@example.com', password: PASSWORD },
    })
    const otherToken = otherDevice.body.data.access_token as string
    expect((await callRoute(routes.details!.POST!, { token: otherToken })).status).toBe(200)

    const done = await callRoute(routes.change!.POST!, {
      token: person.token,
      body: { current_password: PASSWORD, password: 'a different passphrase' },
    })
    expect(done.status).toBe(200)
    const here = await callRoute(routes.details!.POST!, { token: person.token })
    expect(here.status).toBe(200)
    expect(here.body.data.account.email).toBe('sessions@example.com')
    expect((await callRoute(routes.details!.POST!, { token: otherToken })).status).toBe(401)
    const again = await callRoute(routes.login!.POST!, {
      body: { email: 'sessions@example.com', password: 'a different passphrase' },
    })
    expect(again.status).toBe(200)
  })
})

describe('profile changes', () => {
  it('changes names at once and an email only once the new address confirms it', async () => {
    const person = await member('old@example.com', 'Olga', 'Ivanova')
    const answer = await callRoute(routes.update!.POST!, {
      token: person.token,
      body: { first_name: 'Olga', last_name: 'Smith', email: 'new@example.com' },
    })
    expect(answer.status).toBe(200)
    expect(answer.body.data).toMatchObject({
      account: { last_name: 'Smith', email: 'old@example.com' },
      pending_email: 'new@example.com',
    })

    const mail = await lastMailTo(payload, 'new@example.com')
    expect(mail?.subject).toBe('Confirm your new email for Candor')
    expect(
      (await callRoute(routes.verify!.POST!, { body: { token: tokenIn(mail!.text, '/verify-email') } })).status,
    ).toBe(200)
    const details = await callRoute(routes.details!.POST!, { token: person.token })
    expect(details.body.data.account).toMatchObject({ email: 'new@example.com', pending_email: null })
    expect(
      (await callRoute(routes.login!.POST!, { body: { email: 'new@example.com', password: PASSWORD } })).status,
    ).toBe(200)

    // Another account's address: the same answer as any address, so the call tells nothing;
    // that account's owner is told, by their own name, and no confirming link exists.
    await member('taken-owner@example.com', 'Tamara', 'Owner')
    const before = await payload.count({
      collection: 'outbox',
      where: { to: { equals: 'taken-owner@example.com' } },
      overrideAccess: true,
    })
    const taken = await callRoute(routes.update!.POST!, {
      token: person.token,
      body: { first_name: 'Olga', last_name: 'Smith', email: 'taken-owner@example.com' },
    })
    expect(taken.status).toBe(200)
    expect(taken.body.data).toMatchObject({
      account: { email: 'new@example.com' },
      pending_email: 'taken-owner@example.com',
    })
    const notice = await lastMailTo(payload, 'taken-owner@example.com')
    expect(
      (
        await payload.count({
          collection: 'outbox',
          where: { to: { equals: 'taken-owner@example.com' } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(before.totalDocs + 1)
    expect(notice?.subject).not.toBe('Confirm your new email for Candor')
    expect(notice?.text).toContain('Tamara')
    expect(notice?.text).not.toContain('Olga')
    expect(notice?.text).not.toContain('/verify-email')
  })

  it('lets a pending change hold no address: its owner registers and is mailed as anyone is, and confirms first', async () => {
    const squatter = await member('squatter@example.com', 'Sam', 'Quatter')
    const pending = await callRoute(routes.update!.POST!, {
      token: squatter.token,
      body: { first_name: 'Sam', last_name: 'Quatter', email: 'rightful@example.com' },
    })
    expect(pending.body.data.pending_email).toBe('rightful@example.com')
    const squattersLink = tokenIn((await lastMailTo(payload, 'rightful@example.com'))!.text, '/verify-email')
    // The address's owner registers: a new account and its confirmation link, in their name.
    const owner = await member('rightful@example.com', 'Rita', 'Rightful')
    expect(owner.id).not.toBe(squatter.id)
    // The squatter's link no longer takes the address.
    const late = await callRoute(routes.verify!.POST!, { body: { token: squattersLink } })
    expect(late.status).toBe(400)
    const details = await callRoute(routes.details!.POST!, { token: squatter.token })
    expect(details.body.data.account.email).toBe('squatter@example.com')
  })
})

describe('saved plans (calls 8 and 9)', () => {
  it('keeps each member’s own list, replaces it, resets it and refuses unknown plans', async () => {
    const a = await member('saver-a@example.com')
    const b = await member('saver-b@example.com')
    const { findPlansByZip } = await import('@/features/plans/server')
    const [first, second] = (await findPlansByZip(payload, '77002')).plans.map((plan) => plan.nid)

    const empty = await callRoute(routes.saved!.GET!, { method: 'GET', token: a.token })
    expect(empty.body).toEqual({ code: '200', data: { account_savedplans: { field_savedplans_ids: [] } } })

    const saved = await callRoute(routes.saved!.POST!, {
      token: a.token,
      body: { field_account_saved_plans: [first, String(second), first] },
    })
    expect(saved.body.data.account_savedplans.field_savedplans_ids).toEqual([{ value: first }, { value: second }])
    expect(
      (await callRoute(routes.saved!.GET!, { method: 'GET', token: a.token })).body.data.account_savedplans
        .field_savedplans_ids,
    ).toEqual([{ value: first }, { value: second }])
    expect(
      (await callRoute(routes.saved!.GET!, { method: 'GET', token: b.token })).body.data.account_savedplans
        .field_savedplans_ids,
    ).toEqual([])

    const unknown = await callRoute(routes.saved!.POST!, {
      token: a.token,
      body: { field_account_saved_plans: [999999] },
    })
    expect(unknown.status).toBe(400)
    expect(
      (await callRoute(routes.saved!.GET!, { method: 'GET', token: a.token })).body.data.account_savedplans
        .field_savedplans_ids,
    ).toHaveLength(2)

    await callRoute(routes.saved!.POST!, { token: a.token, body: { field_account_saved_plans: [] } })
    expect(
      (await callRoute(routes.saved!.GET!, { method: 'GET', token: a.token })).body.data.account_savedplans
        .field_savedplans_ids,
    ).toEqual([])
    expect((await callRoute(routes.saved!.GET!, { method: 'GET' })).status).toBe(401)
    expect((await callRoute(routes.saved!.POST!, { body: { field_account_saved_plans: [first] } })).status).toBe(401)
  })
})

describe('claiming a review written before sign-in (call 6)', () => {
  async function anonymousReview() {
    const { findPlansByZip } = await import('@/features/plans/server')
    const nid = (await findPlansByZip(payload, '77002')).plans[0]!.nid
    const challenge = await callRoute(routes.challenge!.GET!, { method: 'GET' })
    const body = reviewBody(nid, await solveCaptcha(challenge.body as never))
    const posted = await callRoute(routes.postReview!.POST!, { body })
    expect(posted.status).toBe(201)
    return { body, ...(posted.body.data.review as { id: number; claim_token: string }) }
  }

  it('attaches the review with its claim token, under the account’s name and email', async () => {
    const person = await member('claimer@example.com', 'Maria', 'Garcia')
    const review = await anonymousReview()
    const answer = await callRoute(routes.claim!.POST!, {
      token: person.token,
      params: { id: String(review.id) },
      body: {
        ...review.body,
        claim_token: review.claim_token,
        field_review_account_id: person.id,
        field_user_account_displayname: 'Somebody Else',
        field_review_account_email: 'other@example.com',
      },
    })
    expect(answer.status).toBe(200)
    expect(answer.body.code).toBe('200')
    const stored = await payload.findByID({ collection: 'reviews', id: review.id, overrideAccess: true, depth: 0 })
    expect(stored).toMatchObject({ member: person.id, displayName: 'Maria G.', email: 'claimer@example.com' })

    const mine = await callRoute(routes.reviews!.GET!, { method: 'GET', token: person.token })
    expect(mine.body.data.reviews).toEqual([expect.objectContaining({ id: review.id, status: 'pending' })])
    // The profile names the plan as the plan page does.
    const plan = (await payload.findByID({ collection: 'reviews', id: review.id, overrideAccess: true, depth: 0 })).plan
    const { getPlanDetails } = await import('@/features/plans/server')
    const { plan: details } = (await getPlanDetails(payload, plan as number))!
    expect(mine.body.data.reviews[0].plan_name).toBe(`${details.issuerMarketingName} ${details.productType}`)
    // Claiming it again is harmless.
    const again = await callRoute(routes.claim!.POST!, {
      token: person.token,
      params: { id: String(review.id) },
      body: { claim_token: review.claim_token, field_review_account_id: person.id },
    })
    expect(again.status).toBe(200)
  })

  it('refuses without the claim token, with a wrong one, for another account id, or once someone owns it', async () => {
    const owner = await member('first-owner@example.com')
    const thief = await member('second-person@example.com')
    const review = await anonymousReview()
    const claim = (token: string, body: Record<string, unknown>, id = String(review.id)) =>
      callRoute(routes.claim!.POST!, { token, params: { id }, body })

    expect((await claim(thief.token, { field_review_account_id: thief.id })).status).toBe(403)
    expect((await claim(thief.token, { claim_token: 'forged-token', field_review_account_id: thief.id })).status).toBe(
      403,
    )
    expect(
      (await claim(thief.token, { claim_token: review.claim_token, field_review_account_id: owner.id })).status,
    ).toBe(403)
    expect(
      (await claim(owner.token, { claim_token: review.claim_token, field_review_account_id: owner.id })).status,
    ).toBe(200)
    const stolen = await claim(thief.token, { claim_token: review.claim_token, field_review_account_id: thief.id })
    expect(stolen.status).toBe(403)
    expect(stolen.body.message).toBe("This review can't be added to your account.")
    expect((await claim(thief.token, { claim_token: 'x', field_review_account_id: thief.id }, '999999')).status).toBe(
      404,
    )
    expect(
      (
        await callRoute(routes.claim!.POST!, {
          params: { id: String(review.id) },
          body: { claim_token: review.claim_token },
        })
      ).status,
    ).toBe(401)
    const stored = await payload.findByID({ collection: 'reviews', id: review.id, overrideAccess: true, depth: 0 })
    expect(stored.member).toBe(owner.id)
  })
})

describe('a member’s own reviews', () => {
  it('are listed for their author only, and no query a member can make tells who wrote another review', async () => {
    const { asCaller } = await import('@/platform/member-auth')
    const { ownReviewsOf } = await import('@/access/own-reviews')
    const author = await member('own-author@example.com', 'Ana', 'Ruiz')
    const other = await member('own-other@example.com', 'Omar', 'Haddad')
    const { findPlansByZip } = await import('@/features/plans/server')
    const nid = (await findPlansByZip(payload, '77002')).plans[0]!.nid
    const review = (status: 'published' | 'pending', publicMessage: string) =>
      payload.create({
        collection: 'reviews',
        overrideAccess: true,
        data: {
          plan: nid,
          overallRating: 'good',
          accessToCareRating: 'good',
          customerServiceRating: 'good',
          priceTransparencyRating: 'good',
          displayName: 'Ana R.',
          email: 'own-author@example.com',
          member: author.id,
          status,
          ...(status === 'published' ? { publishedAt: new Date().toISOString() } : {}),
          publicMessage,
          privateMessage: 'A note for the insurer only.',
        },
      })
    const published = await review('published', 'A published review that is long enough to be a real one.')
    const pending = await review('pending', 'A pending review that is long enough to be a real one, too.')

    // The author's list holds both, in every state; the other member's holds neither.
    const listed = await callRoute(routes.reviews!.GET!, { method: 'GET', token: author.token })
    expect(listed.body.data.reviews.map((r: { id: number }) => r.id)).toEqual([pending.id, published.id])
    const othersList = await callRoute(routes.reviews!.GET!, { method: 'GET', token: other.token })
    expect(othersList.body.data.reviews).toEqual([])

    // Another member reads the published review as any visitor does: no author, no address,
    // no private note; the pending one is not there at all.
    const asOther = { id: other.id, email: 'own-other@example.com' }
    const read = await payload.find({
      collection: 'reviews',
      where: { id: { in: [published.id, pending.id] } },
      ...asCaller(asOther),
    })
    expect(read.docs.map((doc) => doc.id)).toEqual([published.id])
    expect(read.docs[0]).not.toHaveProperty('member')
    expect(read.docs[0]).not.toHaveProperty('email')
    expect(read.docs[0]).not.toHaveProperty('privateMessage')
    // Asking by author is refused, and inside the own-reviews call it only ever finds one's own.
    await expect(
      payload.find({ collection: 'reviews', where: { member: { equals: author.id } }, ...asCaller(asOther) }),
    ).rejects.toThrow(/cannot be queried: member/)
    const byAuthor = await payload.find({
      collection: 'reviews',
      ...ownReviewsOf(asOther),
      where: { member: { equals: author.id } },
    })
    expect(byAuthor.docs).toEqual([])
  })
})

describe('reports (calls 3, 4 and 5)', () => {
  async function report(reportId: string, owner: number | null, answers: Record<string, unknown> = {}) {
    return payload.create({ collection: 'reports', overrideAccess: true, data: { reportId, owner, answers } })
  }

  it('lists a member’s reports, newest first, and [] when there are none', async () => {
    const a = await member('reports-a@example.com')
    const b = await member('reports-b@example.com')
    expect((await callRoute(routes.reports!.POST!, { token: a.token })).body).toEqual({
      code: '200',
      data: { issuer_reports: [] },
    })
    await report('older-report-0000000001', a.id, { field_ir_zipcode: '77002' })
    await new Promise((resolve) => setTimeout(resolve, 20))
    await report('newer-report-0000000002', a.id, { field_ir_zipcode: '60601' })
    const listed = await callRoute(routes.reports!.POST!, { token: a.token })
    const reports = listed.body.data.issuer_reports
    expect(Object.keys(reports)).toEqual(['newer-report-0000000002', 'older-report-0000000001'])
    expect(Object.values<Record<string, unknown>>(reports)[0]!.field_ir_unique_id).toEqual([
      { value: 'newer-report-0000000002' },
    ])
    expect((await callRoute(routes.reports!.POST!, { token: b.token })).body.data.issuer_reports).toEqual([])
    expect((await callRoute(routes.reports!.POST!, {})).status).toBe(401)
  })

  it('shows an owned report to its owner only, and attaches an unowned one to the member who updates it', async () => {
    const owner = await member('report-owner@example.com')
    const other = await member('report-other@example.com')
    await report('owned-report-000000000003', owner.id, { field_ir_pregnant: false })
    await report('loose-report-000000000004', null)

    const read = (id: string, token?: string) => callRoute(routes.report!.POST!, { token, params: { id } })
    expect((await read('owned-report-000000000003', owner.token)).status).toBe(200)
    expect((await read('owned-report-000000000003', other.token)).status).toBe(404)
    expect((await read('owned-report-000000000003')).status).toBe(404)
    expect((await read('no-such-report-0000000000')).status).toBe(404)
    expect((await read('loose-report-000000000004')).status).toBe(200)

    const update = (id: string, body: unknown, token?: string) =>
      callRoute(routes.reportUpdate!.POST!, { token, params: { id }, body })
    const bad = await update('loose-report-000000000004', { field_ir_birthday: '04/01/1990' })
    expect(bad.status).toBe(400)
    expect(bad.body.errors.field_ir_birthday).toBe('Dates must be written as yyyy-mm-dd')

    const attached = await update(
      'loose-report-000000000004',
      { field_ir_birthday: '1990-04-01', field_ir_zipcode: '77002' },
      other.token,
    )
    expect(attached.status).toBe(200)
    expect(attached.body.data.issuer_report).toMatchObject({
      field_ir_unique_id: [{ value: 'loose-report-000000000004' }],
      field_ir_birthday: [{ value: '1990-04-01' }],
    })
    expect((await read('loose-report-000000000004')).status).toBe(404)
    expect((await read('loose-report-000000000004', other.token)).status).toBe(200)
    expect(
      Object.keys((await callRoute(routes.reports!.POST!, { token: other.token })).body.data.issuer_reports),
    ).toEqual(['loose-report-000000000004'])
  })
})

describe('taking data away and deleting the account', () => {
  it('exports everything kept about the member, and deletes it keeping published reviews anonymously', async () => {
    const person = await member('leaver@example.com', 'Lena', 'Berg')
    const { findPlansByZip } = await import('@/features/plans/server')
    const nid = (await findPlansByZip(payload, '77002')).plans[0]!.nid
    await callRoute(routes.saved!.POST!, { token: person.token, body: { field_account_saved_plans: [nid] } })
    const base = {
      plan: nid,
      overallRating: 'good',
      accessToCareRating: 'okay',
      customerServiceRating: 'bad',
      priceTransparencyRating: 'great',
      displayName: 'Lena B.',
      email: 'leaver@example.com',
      member: person.id,
    } as const
    const published = await payload.create({
      collection: 'reviews',
      overrideAccess: true,
      data: {
        ...base,
        status: 'published',
        publishedAt: new Date().toISOString(),
        publicMessage: 'Published text that is long enough to be a real review here.',
        privateMessage: 'private note',
      },
    })
    // Two of each: every one is changed or deleted, one at a time (never two queries at once on one connection).
    const published2 = await payload.create({
      collection: 'reviews',
      overrideAccess: true,
      data: {
        ...base,
        status: 'published',
        publishedAt: new Date().toISOString(),
        publicMessage: 'Another published text that is long enough to be a real review.',
      },
    })
    const pending = await payload.create({
      collection: 'reviews',
      overrideAccess: true,
      data: { ...base, status: 'pending', publicMessage: 'Pending text that is long enough to be a real review, too.' },
    })
    const pending2 = await payload.create({
      collection: 'reviews',
      overrideAccess: true,
      data: { ...base, status: 'pending', publicMessage: 'A second pending text, long enough to be a real review.' },
    })
    await payload.create({
      collection: 'reports',
      overrideAccess: true,
      data: { reportId: 'leaver-report-00000000005', owner: person.id, answers: { field_ir_diabetes: true } },
    })
    await payload.create({
      collection: 'reports',
      overrideAccess: true,
      data: { reportId: 'leaver-report-00000000006', owner: person.id, answers: { field_ir_diabetes: false } },
    })

    const exported = await callRoute(routes.export!.GET!, { method: 'GET', token: person.token })
    expect(exported.status).toBe(200)
    expect(exported.body.data).toMatchObject({
      account: { uid: person.id, email: 'leaver@example.com', first_name: 'Lena', email_confirmed: true },
      saved_plans: [nid],
    })
    expect(exported.body.data.reports).toHaveLength(2)
    expect(exported.body.data.reports).toContainEqual(
      expect.objectContaining({ report_id: 'leaver-report-00000000005', answers: { field_ir_diabetes: true } }),
    )
    expect(exported.body.data.reviews).toHaveLength(4)
    // Each rating under its own name: the four are different, so a swapped pair would show.
    expect(exported.body.data.reviews[0].ratings).toEqual({
      overall: 'good',
      access_to_care: 'okay',
      customer_service: 'bad',
      price_transparency: 'great',
      experience_year: null,
    })
    // Whether the insurer may contact them about each review, as they answered (not asked: no).
    expect(
      exported.body.data.reviews.map((review: { insurer_may_contact: unknown }) => review.insurer_may_contact),
    ).toEqual([false, false, false, false])
    expect(Object.keys(exported.body.data)).toEqual([
      'exported_at',
      'account',
      'saved_plans',
      'reviews',
      'helpful_marks',
      'reports',
      'doctors_and_drugs',
    ])
    expect(JSON.stringify(exported.body)).toContain('private note')
    expect(JSON.stringify(exported.body)).not.toMatch(/hash|salt|password/i)

    const wrong = await callRoute(routes.delete!.POST!, {
      token: person.token,
      body: { password: 'not it at all', published_reviews: 'keep' },
    })
    expect(wrong.status).toBe(400)
    expect(
      (await callRoute(routes.delete!.POST!, { token: person.token, body: { password: PASSWORD } })).body.errors
        .published_reviews,
    ).toBe('Choose what happens to your published reviews')

    const deleted = await callRoute(routes.delete!.POST!, {
      token: person.token,
      body: { password: PASSWORD, published_reviews: 'keep' },
    })
    expect(deleted.status).toBe(200)
    for (const { id } of [published, published2]) {
      const kept = await payload.findByID({ collection: 'reviews', id, overrideAccess: true, depth: 0 })
      expect(kept).toMatchObject({ member: null, displayName: 'Former member', status: 'published' })
      expect(kept.email).not.toBe('leaver@example.com')
    }
    for (const { id } of [pending, pending2]) {
      await expect(payload.findByID({ collection: 'reviews', id, overrideAccess: true })).rejects.toThrow()
    }
    expect(
      (await payload.count({ collection: 'reports', where: { owner: { equals: person.id } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(0)
    expect(
      (
        await payload.count({
          collection: 'members',
          where: { email: { equals: 'leaver@example.com' } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
    expect((await callRoute(routes.details!.POST!, { token: person.token })).status).toBe(401)
    expect((await lastMailTo(payload, 'leaver@example.com'))?.subject).toBe('Your Candor account has been deleted')
  })

  it('keeps of a published review only its public part, and empties the mails the member was delivered', async () => {
    const person = await member('keeper@example.com', 'Kit', 'Lamb')
    const { findPlansByZip } = await import('@/features/plans/server')
    const { isCaptchaSpent } = await import('@/features/reviews/server')
    const { REMOVED_BODY } = await import('@/platform/mail-queue.server')
    const plan = (await findPlansByZip(payload, '77002')).plans[0]!
    const published = (publicMessage: string, extra: Record<string, unknown>) =>
      payload.create({
        collection: 'reviews',
        overrideAccess: true,
        data: {
          plan: plan.nid,
          status: 'published',
          publishedAt: new Date().toISOString(),
          overallRating: 'good',
          accessToCareRating: 'okay',
          customerServiceRating: 'bad',
          priceTransparencyRating: 'great',
          experienceYear: 2025,
          publicMessage,
          displayName: 'Kit L.',
          email: 'keeper@example.com',
          member: person.id,
          privateMessage: 'My claim number is 4471; call me on 555-0100.',
          insurerMayContact: true,
          noteToAuthor: 'Kit, we took your phone number out.',
          clientHash: 'keeper-connection-hash',
          ...extra,
        },
      })
    const older = await published('A published review, written two hours ago, that its author chose to keep.', {
      clientId: 'keeper-device-review-1',
      captchaId: 'captcha-spent-long-ago',
      createdAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
    })
    const fresh = await published('A published review, written a minute ago, that its author chose to keep too.', {
      clientId: 'keeper-device-review-2',
      captchaId: 'captcha-still-live',
    })

    // The confirmation mail went out; a reset mail is still on its way; another person's went out too.
    const confirmation = (await lastMailTo(payload, 'keeper@example.com'))!
    const sentAt = new Date().toISOString()
    await payload.update({
      collection: 'outbox',
      id: confirmation.id,
      overrideAccess: true,
      data: { status: 'sent', sentAt },
    })
    const onItsWay = await payload.create({
      collection: 'outbox',
      overrideAccess: true,
      data: {
        to: 'keeper@example.com',
        subject: 'Reset your Candor password',
        text: 'Open https://x.example/reset-password?token=still-needed',
        status: 'retrying',
        attempts: 1,
      },
    })
    const someoneElses = await payload.create({
      collection: 'outbox',
      overrideAccess: true,
      data: {
        to: 'neighbour@example.com',
        subject: 'Hello',
        text: 'Not Kit’s mail.',
        status: 'sent',
        sentAt,
        attempts: 1,
      },
    })

    const deleted = await callRoute(routes.delete!.POST!, {
      token: person.token,
      body: { password: PASSWORD, published_reviews: 'keep' },
    })
    expect(deleted.status).toBe(200)

    for (const { id } of [older, fresh]) {
      const kept = await payload.findByID({ collection: 'reviews', id, overrideAccess: true, depth: 0 })
      expect(kept).toMatchObject({
        status: 'published',
        plan: plan.nid,
        overallRating: 'good',
        experienceYear: 2025,
        displayName: 'Former member',
        member: null,
        privateMessage: null,
        insurerMayContact: false,
        noteToAuthor: null,
        clientId: null,
        clientHash: null,
      })
      expect(kept.email).toMatch(/\.invalid$/)
      expect(JSON.stringify(kept)).not.toMatch(/keeper|Kit|4471|555-0100/)
    }
    expect((await payload.findByID({ collection: 'reviews', id: older.id, overrideAccess: true })).captchaId).toBeNull()
    // A solution still within its lifetime stays spent: it lets no second review in.
    expect(await isCaptchaSpent(payload, 'captcha-still-live')).toBe(true)
    // The claim token the writing device still holds no longer makes a kept review anyone's.
    const { claimTokenFor } = await import('@/features/reviews/server')
    const finder = await member('finder@example.com')
    const claimed = await callRoute(routes.claim!.POST!, {
      params: { id: String(fresh.id) },
      token: finder.token,
      body: { claim_token: claimTokenFor('keeper-device-review-2'), field_review_account_id: finder.id },
    })
    expect(claimed.status).toBe(403)
    expect((await payload.findByID({ collection: 'reviews', id: fresh.id, overrideAccess: true })).member).toBeNull()

    const emptied = await payload.findByID({ collection: 'outbox', id: confirmation.id, overrideAccess: true })
    expect(emptied).toMatchObject({ to: 'keeper@example.com', subject: confirmation.subject, text: REMOVED_BODY })
    expect(emptied.text).not.toContain('token')
    expect((await payload.findByID({ collection: 'outbox', id: onItsWay.id, overrideAccess: true })).text).toContain(
      'token=still-needed',
    )
    expect((await payload.findByID({ collection: 'outbox', id: someoneElses.id, overrideAccess: true })).text).toBe(
      'Not Kit’s mail.',
    )
    const goodbye = (await lastMailTo(payload, 'keeper@example.com'))!
    expect(goodbye.subject).toBe('Your Candor account has been deleted')
    expect(goodbye.text).not.toBe(REMOVED_BODY)
  })

  it('deletes published reviews too when the member asks', async () => {
    const person = await member('deleter@example.com')
    const { findPlansByZip } = await import('@/features/plans/server')
    const nid = (await findPlansByZip(payload, '77002')).plans[0]!.nid
    const published = await payload.create({
      collection: 'reviews',
      overrideAccess: true,
      data: {
        plan: nid,
        status: 'published',
        overallRating: 'bad',
        accessToCareRating: 'bad',
        customerServiceRating: 'bad',
        priceTransparencyRating: 'bad',
        publicMessage: 'A published review that its author wants to take back entirely.',
        displayName: 'Dee L.',
        email: 'deleter@example.com',
        member: person.id,
      },
    })
    await callRoute(routes.delete!.POST!, {
      token: person.token,
      body: { password: PASSWORD, published_reviews: 'delete' },
    })
    await expect(payload.findByID({ collection: 'reviews', id: published.id, overrideAccess: true })).rejects.toThrow()
  })
})
