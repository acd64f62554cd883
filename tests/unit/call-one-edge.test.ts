import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { answerCallOne, dropCallOneAnswersFor, keptCallOneAnswers } from '../../scripts/edge/call-one'
import type { AppServices } from '../../src/server/app-services'

/** The app's call 1, counting how often it is asked; its answer names the data version. */
const app = { asked: 0, version: 1 }
const services = {
  answerPlansByZip: async (rawZip: string) => {
    app.asked += 1
    if (!/^\d{5}$/.test(rawZip)) return { status: 400, text: JSON.stringify({ code: '400' }) }
    return { status: 200, text: JSON.stringify({ code: '200', data: { zipcode: rawZip, version: app.version } }) }
  },
} as unknown as AppServices

let server: Server
let base = ''

beforeAll(async () => {
  server = createServer((req, res) => {
    // What the edge leaves alone reaches "the route" here.
    if (!answerCallOne(req, res, services, true)) res.writeHead(299).end('the long way')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const ask = (zip: string, init: RequestInit = {}) =>
  fetch(`${base}/v1/data/issuers/zipcode/${zip}/plans`, { method: 'POST', ...init })

describe('call 1 at the edge', () => {
  it('keeps a ZIP’s answer, sends it again without asking the app, and forgets it when the data changes', async () => {
    const first = await ask('77002')
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toBe('application/json')
    expect(first.headers.get('cache-control')).toBe('no-store')
    expect(first.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    expect(await first.json()).toEqual({ code: '200', data: { zipcode: '77002', version: 1 } })
    const asked = app.asked

    const again = await ask('77002', { headers: { 'x-request-id': 'request-of-the-caller' } })
    expect(await again.json()).toEqual({ code: '200', data: { zipcode: '77002', version: 1 } })
    expect(again.headers.get('x-request-id')).toBe('request-of-the-caller')
    expect(app.asked).toBe(asked)
    expect(keptCallOneAnswers()).toBe(1)

    // A purge of reviews leaves the marketplace answers; new marketplace data does not.
    dropCallOneAnswersFor('reviews')
    expect(keptCallOneAnswers()).toBe(1)
    app.version = 2
    dropCallOneAnswersFor('market')
    expect(keptCallOneAnswers()).toBe(0)
    expect(await (await ask('77002')).json()).toEqual({ code: '200', data: { zipcode: '77002', version: 2 } })
    expect(app.asked).toBe(asked + 1)
  })

  it('asks the app again for a refused ZIP, and leaves a request with a body or another call to the long way', async () => {
    const asked = app.asked
    expect((await ask('7700')).status).toBe(400)
    expect((await ask('7700')).status).toBe(400)
    expect(app.asked).toBe(asked + 2)
    expect((await ask('77002', { body: '{"zip":"1"}' })).status).toBe(299)
    expect((await fetch(`${base}/v1/data/issuers/zipcode/77002/plans`)).status).toBe(299)
    expect((await fetch(`${base}/v1/data/plans/1/reviews`, { method: 'POST' })).status).toBe(299)
  })
})
