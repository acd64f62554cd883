import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { readPlanAttributesPuf, readServiceAreaPuf } from '@/features/plans/node'

import { reviewBody, solveCaptcha } from '../support/reviews'
import { startTestPayload, type TestPayload } from '../support/test-payload'

/**
 * A new plan year arriving: a small synthetic plan year 2027, made from the official files'
 * formats (the fixtures' Alaska rows with their year changed), loaded beside 2025.
 */
const FIXTURES = path.resolve('tests/fixtures/cms')
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'candor-years-'))

let context: TestPayload
let payload: Payload

beforeAll(async () => {
  context = await startTestPayload()
  payload = context.payload
  const { loadMarketSeedIfEmpty } = await import('@/features/plans/node')
  await loadMarketSeedIfEmpty(payload)
})

afterAll(async () => {
  await context?.stop()
  fs.rmSync(scratch, { recursive: true, force: true })
})

/** A copy of a fixture of plan year 2025 as plan year 2027. */
function asYear2027(file: string): string {
  const copy = path.join(scratch, file.replace('PY2025', 'PY2027'))
  const text = fs.readFileSync(path.join(FIXTURES, file), 'utf8')
  fs.writeFileSync(copy, text.replace(/^2025,/gm, '2027,'))
  return copy
}

async function postReview(nid: number): Promise<number> {
  const { POST } = await import('@/app/(frontend)/api/reviews/route')
  const { GET } = await import('@/app/(frontend)/api/reviews/challenge/route')
  const address = { 'x-candor-client-address': '192.0.2.77' }
  const challenge = await (
    await GET(new Request('http://localhost/api/reviews/challenge', { headers: address }))
  ).json()
  const response = await POST(
    new Request('http://localhost/api/reviews', {
      method: 'POST',
      headers: { ...address, 'content-type': 'application/json' },
      body: JSON.stringify(reviewBody(nid, await solveCaptcha(challenge), { field_review_experience_year: '2025' })),
    }),
  )
  expect(response.status).toBe(201)
  return (await response.json()).data.review.id
}

describe('a new plan year', () => {
  it('moves the site to plan year 2027 while the reviews of 2025 and the other years stay', async () => {
    const { findPlansByZip, getPlanDetails, getPlanYears, importMarketData, listPlans } =
      await import('@/features/plans/node')
    const before = await listPlans(payload)
    const alaska = before.find((plan) => plan.state === 'AK' && plan.reportingUnitId === '38344-PPO')!
    const texas = before.find((plan) => plan.state === 'TX')!
    const reviewOfAlaska = await postReview(alaska.nid)
    const reviewOfTexas = await postReview(texas.nid)
    expect(await getPlanYears(payload)).toEqual({ shoppingYear: 2026, planFilesYear: 2025 })

    const serviceAreas = readServiceAreaPuf(asYear2027('Service_Area_PUF_PY2025_first50.csv'), 2027)
    const planAttributes = readPlanAttributesPuf(asYear2027('Plan_Attributes_PUF_PY2025_first50.csv'), 2027)
    expect(planAttributes.length).toBeGreaterThan(0)
    await importMarketData(payload, { planYear: 2027, serviceAreas, planAttributes, source: 'synthetic PY2027' })

    // The site shops in 2027: lookups and lists show the plans of 2027, with the same nid.
    expect(await getPlanYears(payload)).toEqual({ shoppingYear: 2027, planFilesYear: 2027 })
    const anchorage = await findPlansByZip(payload, '99501')
    expect(anchorage.plans.map((plan) => plan.nid)).toContain(alaska.nid)
    expect(anchorage.plans.every((plan) => plan.planYear === 2027)).toBe(true)
    const details = (await getPlanDetails(payload, alaska.nid))!
    expect(details.plan.planYear).toBe(2027)
    expect(details.options.length).toBeGreaterThan(0)
    expect((await listPlans(payload)).every((plan) => plan.planYear === 2027)).toBe(true)

    // A plan of 2025 keeps its page with its year's facts, and both reviews are as they were.
    const older = (await getPlanDetails(payload, texas.nid))!
    expect(older.plan.planYear).toBe(2025)
    expect(older.options.length).toBeGreaterThan(0)
    for (const id of [reviewOfAlaska, reviewOfTexas]) {
      const review = await payload.findByID({ collection: 'reviews', id, overrideAccess: true, depth: 0 })
      expect(review).toMatchObject({ status: 'pending', experienceYear: 2025 })
    }
    const kept = await payload.findByID({ collection: 'reviews', id: reviewOfAlaska, overrideAccess: true, depth: 0 })
    expect(kept.plan).toBe(alaska.nid)
  })
})
