import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

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
  routes.login = await import('@/app/(frontend)/v1/account/login/route')
  routes.reports = await import('@/app/(frontend)/v1/account/reports/route')
  routes.create = await import('@/app/(frontend)/v1/data/report/route')
  routes.read = await import('@/app/(frontend)/v1/data/report/[id]/route')
  routes.update = await import('@/app/(frontend)/v1/data/report/[id]/update/route')
  routes.remove = await import('@/app/(frontend)/v1/data/report/[id]/delete/route')
  routes.email = await import('@/app/(frontend)/v1/data/report/[id]/email/route')
})

afterAll(async () => {
  await context?.stop()
})

beforeEach(async () => {
  ;(await import('@/platform/rate-limit')).resetRateLimits()
})

const PASSWORD = 'correct horse battery staple'

async function member(email: string) {
  await callRoute(routes.register!.POST!, {
    body: { first_name: 'Rosa', last_name: 'Diaz', email, password: PASSWORD },
  })
  const mail = await lastMailTo(payload, email)
  const token = decodeURIComponent(/\/verify-email\?token=(\S+)/.exec(mail!.text)![1]!)
  await callRoute(routes.verify!.POST!, { body: { token } })
  const login = await callRoute(routes.login!.POST!, { body: { email, password: PASSWORD } })
  expect(login.status).toBe(200)
  return { id: login.body.data.account.uid as number, token: login.body.data.access_token as string }
}

type Entity = Record<string, [{ value: unknown }]>
const valueOf = (entity: Entity, name: string) => entity[name]?.[0]?.value

const create = (body: unknown = {}, token?: string) => callRoute(routes.create!.POST!, { body, token })
const read = (id: string, token?: string) => callRoute(routes.read!.POST!, { params: { id }, token })
const update = (id: string, body: unknown, token?: string) =>
  callRoute(routes.update!.POST!, { params: { id }, body, token })
const remove = (id: string, token?: string) => callRoute(routes.remove!.POST!, { params: { id }, token })
const email = (id: string, token?: string) => callRoute(routes.email!.POST!, { params: { id }, token })

async function storedAnswers(reportId: string) {
  const found = await payload.find({
    collection: 'reports',
    where: { reportId: { equals: reportId } },
    overrideAccess: true,
  })
  return found.docs[0]?.answers as Record<string, unknown> | undefined
}

async function newReport(body: unknown = { field_ir_zipcode: '77002' }, token?: string): Promise<string> {
  const created = await create(body, token)
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  return valueOf(created.body.data.issuer_report, 'field_ir_unique_id') as string
}

describe('creating a report', () => {
  it('gives each report a fresh, unguessable, URL-safe id of at least 128 random bits', async () => {
    const ids = new Set<string>()
    for (let i = 0; i < 5; i += 1) ids.add(await newReport())
    expect(ids.size).toBe(5)
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{32}$/) // 24 random bytes, base64url
  })

  it('answers a creation sent again with the same key with the report the first made', async () => {
    const before = (await payload.count({ collection: 'reports', overrideAccess: true })).totalDocs
    const key = 'retry-key-0123456789abcdef'
    const first = await create({ field_ir_zipcode: '77002', client_report_id: key })
    expect(first.status).toBe(201)
    const again = await create({ field_ir_zipcode: '77002', client_report_id: key })
    expect(again.status).toBe(200)
    expect(again.body.data.issuer_report.field_ir_unique_id).toEqual(first.body.data.issuer_report.field_ir_unique_id)
    expect((await payload.count({ collection: 'reports', overrideAccess: true })).totalDocs).toBe(before + 1)
    // Sent at once, twice: still one report.
    const racing = await Promise.all([1, 2].map(() => create({ client_report_id: 'racing-key-0123456789abcdef' })))
    const ids = new Set(racing.map((answer) => JSON.stringify(answer.body.data.issuer_report.field_ir_unique_id)))
    expect(ids.size).toBe(1)
    expect((await payload.count({ collection: 'reports', overrideAccess: true })).totalDocs).toBe(before + 2)
    // A member's key is theirs: another caller sending it gets no report of theirs.
    const owner = await member('key-owner@example.com')
    const owned = await create({ client_report_id: 'owned-key-0123456789abcdef' }, owner.token)
    expect(owned.status).toBe(201)
    expect((await create({ client_report_id: 'owned-key-0123456789abcdef' })).status).toBe(409)
    expect((await create({ client_report_id: 'short' })).body.errors.client_report_id).toBe(
      'The report key must be 16 to 64 letters, digits, - or _',
    )
  })

  it('refuses invalid fields with the field’s message and creates nothing', async () => {
    const before = (await payload.count({ collection: 'reports', overrideAccess: true })).totalDocs
    const answer = await create({ field_ir_zipcode: '7700', field_ir_birthday: '2999-01-01' })
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toEqual({
      field_ir_zipcode: 'Zip code must contain only numbers',
      field_ir_birthday: "Date of birth can't be in the future",
    })
    expect((await create({ field_ir_birthday: '1890-01-01' })).body.errors.field_ir_birthday).toBe(
      'Please check the year: that is more than 120 years ago',
    )
    expect((await create({ field_ir_commsmeter: 101 })).body.errors.field_ir_commsmeter).toBe(
      'Choose a value from 0 to 100',
    )
    expect((await create({ field_ir_submit_email: 'not-an-email' })).body.errors.field_ir_submit_email).toBe(
      'Please Enter a valid email',
    )
    expect((await create({ unknown_field: 1 })).status).toBe(400)
    expect((await payload.count({ collection: 'reports', overrideAccess: true })).totalDocs).toBe(before)
  })
})

describe('the quiz saving step by step (call 5)', () => {
  it('saves each step with its tracking fields and reads the whole report back', async () => {
    const id = await newReport({
      field_ir_zipcode: '77002',
      field_ir_last_step: 0,
      field_ir_last_time: new Date().toISOString(),
    })
    const steps = [
      { field_ir_birthday: '1988-04-21', field_ir_under18: true, field_ir_last_step: 1 },
      {
        field_ir_health_consent: true,
        field_ir_pregnant: null,
        field_ir_diabetes: false,
        field_ir_medication: true,
        field_ir_hospitalized: null,
        field_ir_last_step: 2,
      },
      { field_ir_commsmeter: 20, field_ir_flexibilitymeter: 80, field_ir_paymentmeter: 65, field_ir_last_step: 3 },
      { field_ir_submit_email: 'rosa@example.com', field_ir_last_step: 4 },
    ]
    for (const step of steps) {
      const answer = await update(id, { ...step, field_ir_last_time: new Date().toISOString() })
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      expect(valueOf(answer.body.data.issuer_report, 'field_ir_last_step')).toBe(step.field_ir_last_step)
    }
    const report = (await read(id)).body.data.issuer_report as Entity
    expect(valueOf(report, 'field_ir_zipcode')).toBe('77002')
    expect(valueOf(report, 'field_ir_birthday')).toBe('1988-04-21')
    expect(valueOf(report, 'field_ir_medication')).toBe(true)
    expect(valueOf(report, 'field_ir_pregnant')).toBeNull()
    expect(valueOf(report, 'field_ir_flexibilitymeter')).toBe(80)
    expect(valueOf(report, 'field_ir_submit_email')).toBe('rosa@example.com')
    expect(valueOf(report, 'field_ir_last_step')).toBe(4)
  })

  it('answers 404 for an unknown id and never creates one', async () => {
    const before = (await payload.count({ collection: 'reports', overrideAccess: true })).totalDocs
    expect((await update('NoSuchReportIdAtAll_0123456789ab', { field_ir_zipcode: '77002' })).status).toBe(404)
    expect((await update('short', { field_ir_zipcode: '77002' })).status).toBe(404)
    expect((await read('NoSuchReportIdAtAll_0123456789ab')).status).toBe(404)
    expect((await payload.count({ collection: 'reports', overrideAccess: true })).totalDocs).toBe(before)
  })

  it('takes health answers only after agreement, and forgets them when it is withdrawn', async () => {
    const id = await newReport()
    const refused = await update(id, { field_ir_diabetes: true })
    expect(refused.status).toBe(400)
    expect(refused.body.errors.field_ir_diabetes).toMatch(/only after agreeing/)
    expect(await storedAnswers(id)).not.toHaveProperty('field_ir_diabetes')

    expect((await update(id, { field_ir_health_consent: true, field_ir_diabetes: true })).status).toBe(200)
    expect(await storedAnswers(id)).toMatchObject({ field_ir_diabetes: true })
    expect((await update(id, { field_ir_health_consent: false })).status).toBe(200)
    expect(await storedAnswers(id)).not.toHaveProperty('field_ir_diabetes')
  })
})

describe('the money answers of step 1', () => {
  it('takes income only after agreement, checks it, and forgets it when agreement is withdrawn', async () => {
    const id = await newReport({ field_ir_zipcode: '47150', field_ir_county: '18019', field_ir_birthday: '1986-01-15' })
    const refused = await update(id, { field_ir_household_income: 37650 })
    expect(refused.status).toBe(400)
    expect(refused.body.errors.field_ir_household_income).toMatch(/income are answered only after agreeing/)
    expect(await storedAnswers(id)).not.toHaveProperty('field_ir_household_income')

    const negative = await update(id, { field_ir_money_consent: true, field_ir_household_income: -3 })
    expect(negative.status).toBe(400)
    expect(negative.body.errors.field_ir_household_income).toBe('The yearly income cannot be below $0.')
    const badAge = await update(id, {
      field_ir_money_consent: true,
      field_ir_household_income: 1,
      field_ir_covered_ages: [200],
    })
    expect(badAge.body.errors.field_ir_covered_ages).toBe('Enter each person’s age as a whole number from 0 to 120.')
    expect(await storedAnswers(id)).not.toHaveProperty('field_ir_money_consent')

    const saved = await update(id, {
      field_ir_money_consent: true,
      field_ir_household_income: 37650,
      field_ir_household_size: 1,
      field_ir_covered_ages: [],
      field_ir_tobacco: false,
    })
    expect(saved.status).toBe(200)
    expect(await storedAnswers(id)).toMatchObject({ field_ir_household_income: 37650, field_ir_household_size: 1 })
    expect((await update(id, { field_ir_money_consent: false })).status).toBe(200)
    const forgotten = await storedAnswers(id)
    for (const name of [
      'field_ir_household_income',
      'field_ir_household_size',
      'field_ir_covered_ages',
      'field_ir_tobacco',
    ]) {
      expect(forgotten).not.toHaveProperty(name)
    }
  })

  it('opens the report with the estimate for the person’s county, and none without the money answers', async () => {
    const birthday = `${new Date().getFullYear() - 41}-01-01`
    const id = await newReport({
      field_ir_zipcode: '47150',
      field_ir_county: '18019',
      field_ir_birthday: birthday,
      field_ir_money_consent: true,
      field_ir_household_income: 37650,
    })
    const answer = await read(id)
    expect(answer.status).toBe(200)
    const estimate = answer.body.data.report_estimate
    expect(estimate).toMatchObject({ plan_year: 2026, county_fips: '18019', rating_area: 16, household_size: 1 })
    expect(estimate.fpl_percent).toBeCloseTo(240.58, 2)
    expect(estimate.expected_contribution_monthly).toBeCloseTo(253.92, 2)

    const family = await read(
      await newReport({
        field_ir_zipcode: '47150',
        field_ir_county: '18019',
        field_ir_birthday: birthday,
        field_ir_money_consent: true,
        field_ir_household_income: 60000,
        field_ir_covered_ages: [39, 9],
      }),
    )
    expect(family.body.data.report_estimate.household_size).toBe(3)
    expect(family.body.data.report_estimate.benchmark_silver_monthly).toBeGreaterThan(estimate.benchmark_silver_monthly)

    const withoutMoney = await read(
      await newReport({ field_ir_zipcode: '47150', field_ir_county: '18019', field_ir_birthday: birthday }),
    )
    expect(withoutMoney.body.data.report_estimate).toBeNull()
    // Spanish readers get the sentences in Spanish.
    const spanish = await callRoute(routes.read!.POST!, { params: { id }, language: 'es' })
    expect(spanish.body.data.report_estimate.notes[0]).toContain('zona de tarifas 16')
  })
})

describe('reading a report (call 4)', () => {
  it('lists exactly the reporting units call 1 gives for the ZIP code, with the figures the ranking weighs', async () => {
    const id = await newReport({ field_ir_zipcode: '77002' })
    const answer = await read(id)
    expect(answer.status).toBe(200)
    expect(answer.body.data.report_place).toMatchObject({ kind: 'results', zip: '77002', county: { state: 'TX' } })
    const { answerPlansByZip } = await import('@/features/plans/server')
    const callOne = (await answerPlansByZip(payload, '77002')).body as {
      data: { available_universe_servicearea_plans: Entity[] }
    }
    const units = callOne.data.available_universe_servicearea_plans.map((plan) => valueOf(plan, 'nid'))
    const insurers = answer.body.data.report_insurers as { nid: number; productType: string; planCount: number }[]
    expect(insurers.map((insurer) => insurer.nid).sort()).toEqual([...units].sort())
    for (const insurer of insurers) expect(insurer.planCount).toBeGreaterThan(0)
  })

  it('asks for the county of a ZIP code in several, and names the state exchange of 90210', async () => {
    const { findPlansByZip } = await import('@/features/plans/server')
    // Carrollton, Texas: Dallas and Denton counties.
    const zip = '75007'
    const lookup = await findPlansByZip(payload, zip)
    expect(lookup.counties.length).toBeGreaterThan(1)
    const spanning = await read(await newReport({ field_ir_zipcode: zip }))
    expect(spanning.body.data.report_place.kind).toBe('county')
    expect(spanning.body.data.report_insurers).toEqual([])
    const chosen = await read(await newReport({ field_ir_zipcode: zip, field_ir_county: lookup.counties[1]!.fips }))
    expect(chosen.body.data.report_place).toMatchObject({ kind: 'results', county: { fips: lookup.counties[1]!.fips } })

    const beverlyHills = await read(await newReport({ field_ir_zipcode: '90210' }))
    expect(beverlyHills.body.data.report_place).toMatchObject({
      kind: 'exchange',
      exchange: { name: 'Covered California' },
    })
  })
})

describe('who may see, change and delete a report', () => {
  it('makes a member’s report theirs at once, and hides it from everyone else as not found', async () => {
    const owner = await member('report-owner@example.com')
    const other = await member('report-other@example.com')
    const id = await newReport({ field_ir_zipcode: '77002' }, owner.token)
    expect((await read(id, owner.token)).status).toBe(200)
    for (const token of [other.token, undefined]) {
      expect((await read(id, token)).status).toBe(404)
      expect((await update(id, { field_ir_commsmeter: 1 }, token)).status).toBe(404)
      expect((await remove(id, token)).status).toBe(404)
      expect((await email(id, token)).status).toBe(404)
    }
    expect(await storedAnswers(id)).not.toHaveProperty('field_ir_commsmeter')
    const listed = await callRoute(routes.reports!.POST!, { token: owner.token })
    expect(Object.keys(listed.body.data.issuer_reports)).toEqual([id])
    expect(valueOf(listed.body.data.issuer_reports[id], 'field_ir_zipcode')).toBe('77002')
  })

  it('lets the data layer show a member their own reports alone, and a visitor none', async () => {
    const { asCaller } = await import('@/platform/member-auth')
    const a = await member('layer-a@example.com')
    const b = await member('layer-b@example.com')
    const mine = await newReport({ field_ir_zipcode: '77002' }, a.token)
    const theirs = await newReport({ field_ir_zipcode: '77002' }, b.token)
    const asA = asCaller({ id: a.id, email: 'layer-a@example.com' })
    const seen = await payload.find({ collection: 'reports', depth: 0, pagination: false, ...asA })
    expect(seen.docs.map((doc) => doc.reportId)).toEqual([mine])
    // Another member's report, asked for by its id, is not there for this member.
    const asked = await payload.find({ collection: 'reports', where: { reportId: { equals: theirs } }, ...asA })
    expect(asked.docs).toEqual([])
    await expect(payload.find({ collection: 'reports', ...asCaller(null) })).rejects.toMatchObject({ status: 403 })
  })

  it('attaches a visitor’s report to the member who signs in with it (call 5, empty body)', async () => {
    const id = await newReport()
    const person = await member('report-later@example.com')
    expect((await update(id, {}, person.token)).status).toBe(200)
    expect((await read(id)).status).toBe(404)
    expect((await read(id, person.token)).status).toBe(200)
    const listed = await callRoute(routes.reports!.POST!, { token: person.token })
    expect(Object.keys(listed.body.data.issuer_reports)).toContain(id)
  })

  it('deletes a report for whoever holds it: gone from the database', async () => {
    const id = await newReport({ field_ir_zipcode: '77002', field_ir_health_consent: true, field_ir_diabetes: true })
    expect((await remove(id)).body).toEqual({ code: '200', data: { deleted: true } })
    expect(await storedAnswers(id)).toBeUndefined()
    expect((await read(id)).status).toBe(404)
    expect((await remove(id)).status).toBe(404)
  })

  it('mails the link and nothing of the answers, only when an address was given', async () => {
    const id = await newReport({
      field_ir_zipcode: '77002',
      field_ir_birthday: '1975-09-30',
      field_ir_health_consent: true,
      field_ir_pregnant: true,
    })
    const refused = await email(id)
    expect(refused.status).toBe(400)
    expect(refused.body.errors.field_ir_submit_email).toBe('Add an email address to your report first.')
    await update(id, { field_ir_submit_email: 'link-only@example.com' })
    expect((await email(id)).status).toBe(200)
    const mail = await lastMailTo(payload, 'link-only@example.com')
    expect(mail?.subject).toBe('Your Candor report')
    expect(mail?.text).toContain(`/report/${id}`)
    for (const answer of ['77002', '1975', 'pregnan', 'Pregnan']) expect(mail?.text).not.toContain(answer)
  })
})

describe('the report’s forms posted without script', () => {
  const poster = (locale: 'en' | 'es' = 'en') => ({ clientHash: 'no-script-visitor', locale })
  const meters = (values: Record<string, string>) => {
    const form = new FormData()
    for (const [name, value] of Object.entries(values)) form.set(name, value)
    // Anything else posted with the sliders is left alone.
    form.set('field_ir_zipcode', '33101')
    return form
  }

  it('saves the sliders of "Update ranking" to the report, and nothing else the form carried', async () => {
    const { saveMetersFromForm } = await import('@/features/reports/server')
    const id = await newReport({ field_ir_zipcode: '77002', field_ir_paymentmeter: 50 })
    const outcome = await saveMetersFromForm(
      payload,
      id,
      meters({ field_ir_paymentmeter: '100', field_ir_flexibilitymeter: '0', field_ir_commsmeter: '35' }),
      poster(),
    )
    expect(outcome).toEqual({ kind: 'done' })
    const stored = await storedAnswers(id)
    expect(stored).toMatchObject({
      field_ir_paymentmeter: 100,
      field_ir_flexibilitymeter: 0,
      field_ir_commsmeter: 35,
      field_ir_zipcode: '77002',
    })
    // The page read again ranks by them (call 4 gives them back).
    expect(valueOf((await read(id)).body.data.issuer_report, 'field_ir_paymentmeter')).toBe(100)
  })

  it('refuses a slider out of range in the page’s language, and an account’s report as not found', async () => {
    const { saveMetersFromForm } = await import('@/features/reports/server')
    const id = await newReport()
    expect(await saveMetersFromForm(payload, id, meters({ field_ir_paymentmeter: '250' }), poster('es'))).toEqual({
      kind: 'refused',
      message: 'Elija un valor de 0 a 100',
    })
    expect((await storedAnswers(id))?.field_ir_paymentmeter).toBeUndefined()
    const person = await member('no-script-owner@example.com')
    const owned = await newReport({ field_ir_zipcode: '77002' }, person.token)
    expect(await saveMetersFromForm(payload, owned, meters({ field_ir_paymentmeter: '10' }), poster())).toEqual({
      kind: 'notFound',
    })
    expect((await storedAnswers(owned))?.field_ir_paymentmeter).toBeUndefined()
  })

  it('deletes the report of "Yes, delete it" for whoever holds its id, and no account’s report', async () => {
    const { deleteReportFromForm } = await import('@/features/reports/server')
    const id = await newReport({ field_ir_zipcode: '77002', field_ir_health_consent: true, field_ir_diabetes: true })
    expect(await deleteReportFromForm(payload, id, poster())).toEqual({ kind: 'done' })
    expect(await storedAnswers(id)).toBeUndefined()
    expect((await read(id)).status).toBe(404)
    expect(await deleteReportFromForm(payload, id, poster())).toEqual({ kind: 'notFound' })

    const person = await member('no-script-keeper@example.com')
    const owned = await newReport({ field_ir_zipcode: '77002' }, person.token)
    expect(await deleteReportFromForm(payload, owned, poster())).toEqual({ kind: 'notFound' })
    expect(await storedAnswers(owned)).toBeDefined()
  })
})

describe('retention', () => {
  const DAY = 24 * 3600 * 1000

  it('deletes visitors’ reports unchanged for 90 days, and keeps members’ and recent ones', async () => {
    const { deleteExpiredReports } = await import('@/features/reports/server')
    const owner = await member('report-keeper@example.com')
    const loose = await newReport()
    const owned = await newReport({ field_ir_zipcode: '77002' }, owner.token)
    expect(await deleteExpiredReports(payload, new Date(Date.now() + 89 * DAY))).toBe(0)
    expect(await storedAnswers(loose)).toBeDefined()
    expect(await deleteExpiredReports(payload, new Date(Date.now() + 91 * DAY))).toBeGreaterThanOrEqual(1)
    expect(await storedAnswers(loose)).toBeUndefined()
    expect(await storedAnswers(owned)).toBeDefined()
  })

  it('lets only admins queue, run or cancel jobs through Payload’s API', async () => {
    const rules = payload.config.jobs.access!
    type Rule = (args: { req: { user: unknown } }) => boolean | Promise<boolean>
    const asks = (user: unknown) =>
      Promise.all([rules.queue, rules.run, rules.cancel].map((rule) => (rule as Rule)({ req: { user } })))
    expect(await asks({ collection: 'members', id: 1, email: 'm@example.com' })).toEqual([false, false, false])
    expect(await asks({ collection: 'users', id: 2, role: 'moderator' })).toEqual([false, false, false])
    expect(await asks(null)).toEqual([false, false, false])
    expect(await asks({ collection: 'users', id: 3, role: 'admin' })).toEqual([true, true, true])
  })

  it('runs as a job on the maintenance queue', async () => {
    const loose = await newReport()
    const doc = (
      await payload.find({ collection: 'reports', where: { reportId: { equals: loose } }, overrideAccess: true })
    ).docs[0]!
    await payload.db.updateOne({
      collection: 'reports',
      id: doc.id,
      data: { updatedAt: new Date(Date.now() - 91 * DAY).toISOString() },
      returning: false,
    })
    const { MAINTENANCE_QUEUE } = await import('@/jobs')
    await payload.jobs.queue({ task: 'deleteExpiredReports', input: {}, queue: MAINTENANCE_QUEUE })
    await payload.jobs.run({ queue: MAINTENANCE_QUEUE })
    expect(await storedAnswers(loose)).toBeUndefined()
  })
})
