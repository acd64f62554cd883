import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { describe, expect, it } from 'vitest'

import { CLIENT_ADDRESS_HEADER } from '@/lib/client-identity'
import { pathOf, resolveRequestId, stampRequests } from '@/platform/request-stamps.server'

describe('request stamps', () => {
  it('logs the path without the query string, where personal answers could hide', () => {
    expect(pathOf('/report/abc?pregnant=yes&zip=77002')).toBe('/report/abc')
    expect(pathOf('/plans/12#reviews')).toBe('/plans/12')
    expect(pathOf(undefined)).toBe('/')
  })

  it('keeps a plain upstream request id and replaces anything else', () => {
    expect(resolveRequestId('req-1234abcd')).toBe('req-1234abcd')
    const replaced = resolveRequestId('bad id\nInjected: header')
    expect(replaced).toMatch(/^[0-9a-f-]{36}$/)
    expect(resolveRequestId(undefined)).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('stamps every request a plain Node server receives, replacing what the caller sent', async () => {
    const seen: Array<Record<string, string | string[] | undefined>> = []
    const server = createServer((req, res) => {
      seen.push({ ...req.headers })
      res.end('ok')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const ask = (headers: Record<string, string>) => fetch(base, { headers })
    const caller = { [CLIENT_ADDRESS_HEADER]: '203.0.113.7', 'x-forwarded-for': '198.51.100.9' }

    const unstamped = await ask(caller)
    expect(unstamped.headers.get('x-request-id')).toBeNull()
    expect(seen[0]![CLIENT_ADDRESS_HEADER]).toBe('203.0.113.7')

    const stop = stampRequests({ trustProxy: false })
    try {
      const stamped = await ask({ ...caller, 'x-request-id': 'request-of-the-caller' })
      expect(stamped.headers.get('x-request-id')).toBe('request-of-the-caller')
      expect(seen[1]![CLIENT_ADDRESS_HEADER]).toBe('127.0.0.1')
      expect(seen[1]!['x-request-id']).toBe('request-of-the-caller')
      // Whether it is a navigation of the app is the stamp's to say, never the caller's.
      expect(seen[1]!['x-candor-app-navigation']).toBeUndefined()
      await ask({ 'x-candor-app-navigation': '1' })
      expect(seen[2]!['x-candor-app-navigation']).toBeUndefined()
      await ask({ rsc: '1' })
      expect(seen[3]!['x-candor-app-navigation']).toBe('1')
      const fresh = await ask({ 'x-request-id': 'no' })
      expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    } finally {
      stop()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
    const trusting = stampRequests({ trustProxy: true })
    const again = createServer((req, res) => res.end(String(req.headers[CLIENT_ADDRESS_HEADER])))
    await new Promise<void>((resolve) => again.listen(0, '127.0.0.1', resolve))
    try {
      const answer = await fetch(`http://127.0.0.1:${(again.address() as AddressInfo).port}`, { headers: caller })
      expect(await answer.text()).toBe('198.51.100.9')
    } finally {
      trusting()
      await new Promise<void>((resolve) => again.close(() => resolve()))
    }
  })
})
