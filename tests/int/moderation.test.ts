import { randomUUID } from 'node:crypto'

import { createLocalReq, formatErrors, getLocalI18n, type Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { reviewBody, solveCaptcha } from '../support/reviews'
import { lastMailTo } from '../support/outbox'
import { callRoute } from '../support/routes'
import { startTestPayload, type TestPayload } from '../support/test-payload'

type Handler = (request: Request, context?: { params: Promise<Record<string, string>> }) => Promise<Response>
type Staff = { id: number; collection: 'users'; role: string; email: string }

let context: TestPayload
let payload: Payload
let postReview: Handler
let getChallenge: Handler
let reportRoute: Handler
let nid: number
const staff = {} as Record<'moderator' | 'policy' | 'admin' | 'editor' | 'moderator2', Staff>

beforeAll(async () => {
  context = await startTestPayload()
  payload = context.payload
  const { loadMarketSeedIfEmpty } = await import('@/features/plans/server')
  await loadMarketSeedIfEmpty(payload)
  ;({ POST: postReview } = await import('@/app/(frontend)/api/reviews/route'))
  ;({ GET: getChallenge } = await import('@/app/(frontend)/api/reviews/challenge/route'))
  ;({ POST: reportRoute } = await import('@/app/(frontend)/api/reviews/[id]/report/route'))
  const { findPlansByZip } = await import('@/features/plans/server')
  nid = (await findPlansByZip(payload, '33101')).plans[0]!.nid
  // The first account becomes an admin; make it first.
  for (const [key, role] of [
    ['admin', 'admin'],
    ['moderator', 'moderator'],
    ['moderator2', 'moderator'],
    ['policy', 'policy-reviewer'],
    ['editor', 'editor'],
  ] as const) {
    const doc = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: `${key}@candor.test`, password: 'a long staff passphrase', role },
    })
    staff[key] = { id: doc.id, collection: 'users', role, email: doc.email }
  }
})

afterAll(async () => {
  await context?.stop()
})

beforeEach(async () => {
  ;(await import('@/platform/rate-limit')).resetRateLimits()
})

let counter = 1
/** A review as a visitor sends it, from its own connection and address unless told otherwise. */
async function submit(overrides: Record<string, unknown> = {}, address = `203.0.113.${counter}`, language?: string) {
  const challenge = await callRoute(getChallenge, { method: 'GET', address })
  const body = reviewBody(nid, await solveCaptcha(challenge.body as never), {
    field_review_account_email: `author-${counter++}@example.com`,
    ...overrides,
  })
  const answer = await callRoute(postReview, { body, address, language })
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  return answer.body.data.review.id as number
}

/** A staff member's change through the API, with their access (reading the admin in a language, if given). */
async function decide(who: Staff, id: number, data: Record<string, unknown>, language?: 'en' | 'es') {
  const i18n = language ? await getLocalI18n({ config: payload.config, language }) : undefined
  const req = i18n ? await createLocalReq({ req: { i18n } }, payload) : undefined
  return payload.update({ collection: 'reviews', id, data, user: who, overrideAccess: false, depth: 0, req })
}

/**
 * A refused change, with the message the admin shows next to the field, and the same sentence
 * as the refusal's own message: the notice at the top of the admin's form (the REST answer's
 * `errors[0].message`), never Payload's "The following field is invalid: …".
 */
async function expectFieldError(change: Promise<unknown>, path: string, message: RegExp) {
  const error = (await change.then(
    () => null,
    (caught: unknown) => caught,
  )) as (Error & { data?: { errors?: { path: string; message: string }[] } }) | null
  expect(error, 'the change was accepted').not.toBeNull()
  expect(error!.data?.errors).toEqual([expect.objectContaining({ path, message: expect.stringMatching(message) })])
  expect(error!.message).toBe(error!.data!.errors![0]!.message)
  expect(formatErrors(error as never).errors[0]).toMatchObject({ message: error!.data!.errors![0]!.message })
}

const read = (id: number) => payload.findByID({ collection: 'reviews', id, overrideAccess: true, depth: 0 })

async function visibleToVisitors(id: number) {
  const { getPlanReviews } = await import('@/features/reviews/server')
  const { reviews } = await getPlanReviews(payload, nid)
  return reviews.some((review) => review.id === id)
}

async function eventsOf(id: number) {
  const found = await payload.find({
    collection: 'moderation-events',
    where: { review: { equals: id } },
    sort: 'createdAt',
    pagination: false,
    overrideAccess: true,
    depth: 0,
  })
  return found.docs
}

describe('the two checks', () => {
  it('publishes only when both the editorial and the policy check pass, and tells the author', async () => {
    const id = await submit({ field_review_account_email: 'author1@example.com' })
    await decide(staff.moderator, id, { editorialDecision: 'pass' })
    expect(await read(id)).toMatchObject({
      status: 'pending',
      editorialDecision: 'pass',
      editorialBy: staff.moderator.id,
    })
    expect(await visibleToVisitors(id)).toBe(false)

    await decide(staff.policy, id, { policyDecision: 'pass' })
    const published = await read(id)
    expect(published).toMatchObject({ status: 'published', policyBy: staff.policy.id })
    expect(published.publishedAt).toBeTruthy()
    expect(published.decidedAt).toBeTruthy()
    expect(await visibleToVisitors(id)).toBe(true)

    const mail = await lastMailTo(payload, 'author1@example.com')
    expect(mail?.subject).toBe('Your review is live on Candor')
    expect(mail?.text).toContain(`/plans/${nid}`)
    // The plan is named as the site names it, not by its legal entity ("Aetna Health Inc. (a FL corp.)").
    expect(mail?.text).toContain('Your review of Aetna CVS Health HMO passed')
    expect(mail?.text).not.toContain('Aetna Health Inc.')
    expect((await eventsOf(id)).map((event) => [event.action, event.actor])).toEqual([
      ['editorial-pass', staff.moderator.id],
      ['policy-pass', staff.policy.id],
      ['published', staff.policy.id],
    ])
  })

  it('writes the decision in Spanish, with Spanish links, to an author who wrote on a Spanish page', async () => {
    const published = await submit({ field_review_account_email: 'autora1@example.com' }, undefined, 'es-US,es;q=0.9')
    expect((await read(published)).language).toBe('es')
    await decide(staff.moderator, published, { editorialDecision: 'pass' })
    await decide(staff.policy, published, { policyDecision: 'pass' })
    const live = await lastMailTo(payload, 'autora1@example.com')
    expect(live?.subject).toBe('Su reseña ya está publicada en Candor')
    expect(live?.text).toContain('Su reseña de Aetna CVS Health HMO pasó')
    expect(live?.text).toContain(`/es/plans/${nid}\n`)
    expect(live?.text).toMatch(/^Hola:\n\n[\s\S]*\n\nEl equipo de Candor\n$/)

    const rejected = await submit({ field_review_account_email: 'autora2@example.com' }, undefined, 'es')
    await decide(staff.policy, rejected, {
      policyDecision: 'reject',
      rejectionReason: 'advertising',
      noteToAuthor: 'Cuéntenos su experiencia con el plan.',
    })
    const mail = await lastMailTo(payload, 'autora2@example.com')
    expect(mail?.subject).toBe('No pudimos publicar su reseña')
    expect(mail?.text).toContain('por este motivo:\n\nEs publicidad.')
    expect(mail?.text).toContain('Una nota de la persona que la revisó:\nCuéntenos su experiencia con el plan.')
    expect(mail?.text).toContain('/es/content-guidelines')
    expect(mail?.text).toContain(`/es/plans/${nid}?reviewModalOpen=true`)
    // A review written on an English page keeps the English mail.
    expect((await read(await submit())).language).toBe('en')
  })

  it('lets each role make only its own check, and one person only one of the two', async () => {
    const id = await submit()
    await decide(staff.moderator, id, { policyDecision: 'pass' })
    expect((await read(id)).policyDecision ?? null).toBeNull()
    await decide(staff.policy, id, { editorialDecision: 'pass' })
    expect((await read(id)).editorialDecision ?? null).toBeNull()
    await expect(decide(staff.editor, id, { editorialDecision: 'pass' })).rejects.toThrow(/not allowed/)
    await expect(
      payload.update({
        collection: 'reviews',
        id,
        data: { editorialDecision: 'pass' },
        user: null,
        overrideAccess: false,
      }),
    ).rejects.toThrow(/not allowed/)

    await decide(staff.admin, id, { editorialDecision: 'pass' })
    await expectFieldError(
      decide(staff.admin, id, { policyDecision: 'pass' }),
      'policyDecision',
      /^The editorial and the policy check must be made by two different people\.$/,
    )
    // Read in the admin's Spanish, the same refusal is Candor's Spanish sentence.
    await expectFieldError(
      decide(staff.admin, id, { policyDecision: 'pass' }, 'es'),
      'policyDecision',
      /^La revisión editorial y la de políticas deben hacerlas dos personas distintas\.$/,
    )
    expect((await read(id)).status).toBe('pending')
    await expectFieldError(
      decide(staff.moderator2, id, { editorialDecision: 'reject', rejectionReason: 'advertising' }),
      'editorialDecision',
      /cannot be changed/,
    )
    await decide(staff.policy, id, { policyDecision: 'pass' })
    expect((await read(id)).status).toBe('published')
  })

  it('refuses both checks in one request, even from an admin who may make each', async () => {
    const id = await submit()
    await expectFieldError(
      decide(staff.admin, id, { editorialDecision: 'pass', policyDecision: 'pass' }),
      'editorialDecision',
      /one check at a time/,
    )
    const review = await read(id)
    expect(review.status).toBe('pending')
    expect(review.editorialDecision ?? null).toBeNull()
    expect(review.policyDecision ?? null).toBeNull()
    // Made apart, by the same admin, the second is still refused: two people are needed.
    await decide(staff.admin, id, { editorialDecision: 'pass' })
    await expectFieldError(
      decide(staff.admin, id, { policyDecision: 'pass' }),
      'policyDecision',
      /two different people/,
    )
  })

  it('rejects only with a reason from the list, and mails the author the reason and how to write again', async () => {
    const id = await submit({ field_review_account_email: 'author2@example.com' })
    await expectFieldError(decide(staff.moderator, id, { editorialDecision: 'reject' }), 'rejectionReason', /reason/)
    // A moderator who reads the admin in Spanish is told in Spanish; nothing changes either way.
    await expectFieldError(
      decide(staff.moderator, id, { editorialDecision: 'reject' }, 'es'),
      'rejectionReason',
      /^Elija de la lista el motivo del rechazo/,
    )
    expect((await read(id)).editorialDecision ?? null).toBeNull()
    await expect(
      decide(staff.moderator, id, { editorialDecision: 'reject', rejectionReason: 'too-negative' }),
    ).rejects.toThrow()
    expect((await read(id)).status).toBe('pending')

    await decide(staff.policy, id, {
      policyDecision: 'reject',
      rejectionReason: 'someone-elses-health',
      noteToAuthor: 'Please write about your own experience with the plan.',
    })
    expect(await read(id)).toMatchObject({ status: 'rejected', rejectionReason: 'someone-elses-health' })
    expect(await visibleToVisitors(id)).toBe(false)
    const mail = await lastMailTo(payload, 'author2@example.com')
    expect(mail?.subject).toBe('We could not publish your review')
    expect(mail?.text).toContain("It describes someone else's health.")
    expect(mail?.text).toContain('Please write about your own experience with the plan.')
    expect(mail?.text).toContain(`/plans/${nid}?reviewModalOpen=true`)
    const events = await eventsOf(id)
    expect(events.map((event) => [event.action, event.reason])).toEqual([
      ['policy-reject', 'someone-elses-health'],
      ['rejected', 'someone-elses-health'],
    ])
    await expectFieldError(decide(staff.moderator, id, { editorialDecision: 'pass' }), 'editorialDecision', /rejected/)
  })

  it('lets staff redact personal information but never rewrite, and records the redaction', async () => {
    const text = 'They lost my paperwork twice. Call me at (713) 555-0142 and I will explain all of it to you.'
    const id = await submit({ field_review_public_message: text })
    expect((await read(id)).signals).toContain('personal-info')
    await expectFieldError(
      decide(staff.moderator, id, { publicMessage: text.replace('twice', 'once') }),
      'publicMessage',
      /cannot rewrite/,
    )
    const { REDACTION_MARK } = await import('@/features/moderation')
    const redacted = text.replace('(713) 555-0142', REDACTION_MARK)
    await decide(staff.moderator, id, { publicMessage: redacted })
    const stored = await read(id)
    expect(stored.publicMessage).toBe(redacted)
    expect(stored.signals ?? []).not.toContain('personal-info')
    await expect(decide(staff.moderator, id, { overallRating: 'great' })).resolves.toBeTruthy()
    expect((await read(id)).overallRating).toBe('good')
    expect((await eventsOf(id)).map((event) => event.action)).toEqual(['redact'])
  })
})

describe('signals', () => {
  it('flags crafted texts, near-duplicates and bursts from one connection or one email', async () => {
    const link = await submit({
      field_review_public_message:
        'Compare prices at https://cheap-plans.example.com before choosing this insurer, honestly.',
    })
    expect((await read(link)).signals).toEqual(['link'])
    const rude = await submit({
      field_review_public_message: 'The claims department is a damn nightmare and nobody there ever calls back at all.',
    })
    expect((await read(rude)).signals).toEqual(['profanity'])

    const original = 'My pharmacy benefits changed mid-year without notice and my insulin cost tripled in March.'
    await submit({ field_review_public_message: original })
    const copy = await submit({ field_review_public_message: `${original} Terrible.` })
    expect((await read(copy)).signals).toContain('near-duplicate')

    const burst = '198.51.100.77'
    await submit(
      { field_review_public_message: 'First of several reviews from one place, about waiting times for appointments.' },
      burst,
    )
    await submit(
      {
        field_review_public_message: 'Second review from the same place, this one about billing surprises at the lab.',
      },
      burst,
    )
    const third = await submit(
      {
        field_review_public_message:
          'Third review from the same connection, about the nurse line being helpful at night.',
      },
      burst,
    )
    expect((await read(third)).signals).toContain('burst-client')

    for (const text of [
      'One email, first review about the specialist network in town.',
      'One email, second review about the prior authorization process.',
    ]) {
      await submit({ field_review_public_message: text, field_review_account_email: 'busy@example.com' })
    }
    const byEmail = await submit({
      field_review_public_message: 'One email, third review about how the app shows claims.',
      field_review_account_email: 'busy@example.com',
    })
    expect((await read(byEmail)).signals).toContain('burst-email')

    const plain = await submit({
      field_review_public_message: 'Ordinary experience: the deductible was clear and the network had my doctor.',
    })
    expect((await read(plain)).signals).toEqual([])
  })

  it('compares a new review with the texts another instance stored', async () => {
    const { id, createdAt, updatedAt, ...fields } = await read(await submit())
    void [id, createdAt, updatedAt]
    const elsewhere = 'Our family plan dropped the children’s hospital from its network in the middle of treatment.'
    // What another instance of Candor stored: written to the database, never seen by this process.
    await payload.db.create({
      collection: 'reviews',
      data: {
        ...fields,
        publicMessage: elsewhere,
        clientHash: 'another-instance',
        clientId: randomUUID(),
        captchaId: randomUUID(),
        signals: [],
      },
    })
    const copy = await submit({ field_review_public_message: `${elsewhere} Awful.` })
    expect((await read(copy)).signals).toContain('near-duplicate')
  })
})

describe('readers reporting a review', () => {
  async function publishedReview() {
    const id = await submit()
    await decide(staff.moderator, id, { editorialDecision: 'pass' })
    await decide(staff.policy, id, { policyDecision: 'pass' })
    return id
  }
  const report = (id: number | string, reason: string, address = '192.0.2.50') =>
    callRoute(reportRoute, { params: { id: String(id) }, body: { reason }, address })

  it('sends a reported review back to both checks while it stays visible; a later rejection takes it off', async () => {
    const { getPlanReviews } = await import('@/features/reviews/server')
    const id = await publishedReview()
    const before = (await getPlanReviews(payload, nid)).ratings.total

    const answer = await report(id, 'conflict-of-interest')
    expect(answer.status).toBe(200)
    expect(await read(id)).toMatchObject({
      status: 'published',
      editorialDecision: null,
      policyDecision: null,
      keepVisible: true,
      reportCount: 1,
    })
    expect(await visibleToVisitors(id)).toBe(true)

    expect((await report(id, 'advertising')).status).toBe(409)
    expect((await report(id, 'advertising', '192.0.2.51')).status).toBe(200)

    await decide(staff.moderator, id, { editorialDecision: 'reject', rejectionReason: 'conflict-of-interest' })
    expect((await read(id)).status).toBe('rejected')
    expect(await visibleToVisitors(id)).toBe(false)
    expect((await getPlanReviews(payload, nid)).ratings.total).toBe(before - 1)
  })

  it('never hides a review on one report of illegal or harmful content; three people’s reports hide it until staff check it', async () => {
    const trail = async (id: number) =>
      (
        await payload.find({
          collection: 'moderation-events',
          where: { reviewRef: { equals: id } },
          sort: 'createdAt',
          overrideAccess: true,
          pagination: false,
        })
      ).docs.map((event) => event.action)
    const id = await publishedReview()
    // One anonymous report, or the same connection again: the review stays on the site, queued.
    expect((await report(id, 'illegal-or-harmful', '192.0.2.61')).status).toBe(200)
    expect((await report(id, 'illegal-or-harmful', '192.0.2.61')).status).toBe(409)
    expect(await read(id)).toMatchObject({ status: 'published', keepVisible: true, editorialDecision: null })
    expect(await visibleToVisitors(id)).toBe(true)
    // A second person: still visible. A third: taken off the site, and the trail says so.
    expect((await report(id, 'illegal-or-harmful', '192.0.2.62')).status).toBe(200)
    expect(await visibleToVisitors(id)).toBe(true)
    expect((await report(id, 'illegal-or-harmful', '192.0.2.63')).status).toBe(200)
    expect((await read(id)).status).toBe('pending')
    expect(await visibleToVisitors(id)).toBe(false)
    expect((await trail(id)).slice(-2)).toEqual(['reported', 'hidden'])
    // Passing both checks again puts it back, recorded as such.
    await decide(staff.moderator, id, { editorialDecision: 'pass' })
    await decide(staff.policy, id, { policyDecision: 'pass' })
    expect(await visibleToVisitors(id)).toBe(true)
    expect((await trail(id)).at(-1)).toBe('restored')
  })

  it('refuses a report posted from another site or not as JSON, and changes nothing', async () => {
    const { POST: reportRoute } = await import('@/app/(frontend)/api/reviews/[id]/report/route')
    const id = await publishedReview()
    const attempts: Record<string, string>[] = [
      { 'content-type': 'text/plain', origin: 'https://elsewhere.example' },
      { 'content-type': 'text/plain' },
      { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
    ]
    for (const headers of attempts) {
      const answer = await reportRoute(
        new Request('http://localhost/route', {
          method: 'POST',
          headers: { 'x-candor-client-address': '192.0.2.64', ...headers },
          body: JSON.stringify({ reason: 'illegal-or-harmful' }),
        }),
        { params: Promise.resolve({ id: String(id) }) },
      )
      expect([403, 415], JSON.stringify(headers)).toContain(answer.status)
    }
    expect(await read(id)).toMatchObject({ status: 'published', reportCount: 0 })
  })

  it('refuses unknown or unpublished reviews, unlisted reasons, and too many reports', async () => {
    const pending = await submit()
    expect((await report(pending, 'advertising')).status).toBe(404)
    expect((await report('999999', 'advertising')).status).toBe(404)
    const id = await publishedReview()
    const bad = await report(id, 'i-disagree')
    expect(bad.status).toBe(400)
    expect(bad.body.errors.reason).toBe('Choose why you are reporting this review')
    for (let i = 0; i < 10; i += 1) await report('999999', 'advertising', '192.0.2.99')
    const limited = await report(id, 'advertising', '192.0.2.99')
    expect(limited.status).toBe(429)
  })
})

describe('what the public and the audit trail show', () => {
  it('shows visitors and members no pending or rejected review and no staff field', async () => {
    const member = await payload.create({
      collection: 'members',
      overrideAccess: true,
      data: {
        email: 'reader@example.com',
        password: 'a long member passphrase',
        firstName: 'Rea',
        lastName: 'Der',
        _verified: true,
      },
    })
    for (const user of [null, { ...member, collection: 'members' }]) {
      const seen = await payload.find({ collection: 'reviews', overrideAccess: false, user, pagination: false })
      expect(seen.docs.length).toBeGreaterThan(0)
      for (const doc of seen.docs) {
        expect(doc.status).toBe('published')
        for (const field of [
          'privateMessage',
          'email',
          'editorialDecision',
          'policyDecision',
          'rejectionReason',
          'noteToAuthor',
          'signals',
          'clientHash',
          'member',
          'waiting',
        ]) {
          expect(doc).not.toHaveProperty(field)
        }
      }
      await expect(payload.find({ collection: 'moderation-events', overrideAccess: false, user })).rejects.toThrow(
        /not allowed/,
      )
      await expect(payload.find({ collection: 'review-reports', overrideAccess: false, user })).rejects.toThrow(
        /not allowed/,
      )
    }
    // Staff see how long each review has waited for its checks.
    const queue = await payload.find({ collection: 'reviews', overrideAccess: false, user: staff.admin, limit: 5 })
    expect(queue.docs.length).toBeGreaterThan(0)
    for (const doc of queue.docs) expect(doc.waiting).toMatch(/\d/)
  })

  it('keeps an audit trail that no one can change or delete', async () => {
    const [event] = (await payload.find({ collection: 'moderation-events', limit: 1, overrideAccess: true })).docs
    expect(event).toBeTruthy()
    await expect(
      payload.update({
        collection: 'moderation-events',
        id: event!.id,
        data: { reason: 'advertising' },
        user: staff.admin,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    await expect(
      payload.update({
        collection: 'moderation-events',
        id: event!.id,
        data: { reason: 'advertising' },
        overrideAccess: true,
      }),
    ).rejects.toThrow(/cannot be changed/)
    await expect(
      payload.delete({ collection: 'moderation-events', id: event!.id, overrideAccess: true }),
    ).rejects.toThrow(/cannot be changed/)
    expect(
      (await payload.findByID({ collection: 'moderation-events', id: event!.id, overrideAccess: true })).reason,
    ).toBe(event!.reason)
  })

  it('keeps the audit trail of a review that is deleted, by its id', async () => {
    const id = await submit()
    await decide(staff.moderator, id, { editorialDecision: 'pass' })
    await payload.delete({ collection: 'reviews', id, overrideAccess: true })
    const trail = await payload.find({
      collection: 'moderation-events',
      where: { reviewRef: { equals: id } },
      overrideAccess: true,
      depth: 0,
    })
    expect(trail.docs.map((event) => [event.action, event.review ?? null])).toEqual([['editorial-pass', null]])
  })

  it('counts received, published and rejected by star rating and reason, with the median time to a decision', async () => {
    const { computeModerationStats } = await import('@/features/moderation/server')
    const stats = await computeModerationStats(payload, { includeReviewers: true })
    const all = await payload.find({ collection: 'reviews', pagination: false, overrideAccess: true, depth: 0 })
    expect(stats.totals.received).toBe(all.docs.length)
    expect(stats.totals.published).toBe(all.docs.filter((doc) => doc.status === 'published').length)
    expect(stats.totals.rejected).toBe(all.docs.filter((doc) => doc.status === 'rejected').length)
    expect(stats.byRating.map((row) => row.rating)).toEqual(['terrible', 'bad', 'okay', 'good', 'great'])
    expect(stats.byRating.find((row) => row.rating === 'good')!.received).toBe(stats.totals.received)
    expect(stats.rejectedByReason.find((row) => row.reason === 'someone-elses-health')!.count).toBe(1)
    expect(stats.medianHoursToDecision).toBeGreaterThanOrEqual(0)
    const moderator = stats.reviewers!.find((row) => row.id === staff.moderator.id)!
    expect(moderator.editorialPasses).toBeGreaterThan(0)
    expect(moderator.rejectionsByReason['conflict-of-interest']).toBe(1)
  })
})
