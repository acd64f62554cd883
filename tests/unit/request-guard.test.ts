import { describe, expect, it } from 'vitest'

import { refusalOf } from '@/platform/request-guard'
import { serverErrors } from '@/messages/en/serverErrors'

const post = (headers: Record<string, string>) => refusalOf({ method: 'POST', path: '/costs', headers })
const get = (path: string, headers: Record<string, string>) => refusalOf({ method: 'GET', path, headers })

/** The router state a navigation from the home page sends. */
const HOME_STATE = encodeURIComponent(JSON.stringify(['', { children: ['__PAGE__', {}] }]))
const ACTION_ID = '0123456789abcdef0123456789abcdef0123456789'

describe('the request guard', () => {
  it('refuses a multipart type without its boundary, with a body or none', () => {
    for (const length of ['0', '3']) {
      expect(post({ 'content-type': 'multipart/form-data', 'content-length': length })?.message).toBe(
        serverErrors.notMultipart,
      )
    }
    expect(post({ 'content-type': 'multipart/form-data' })?.status).toBe(400)
  })

  it('lets a multipart body with its boundary and other types through to their routes', () => {
    expect(post({ 'content-type': 'multipart/form-data; boundary=----candor', 'content-length': '40' })).toBeNull()
    expect(post({ 'content-type': 'application/json', 'content-length': '2' })).toBeNull()
    expect(post({})).toBeNull()
  })

  it('refuses a navigation whose router state cannot be read, on any page, the 404 page included', () => {
    for (const state of ['%zz', 'not json', '%5B%5D', '{}', 'x'.repeat(40_001)]) {
      for (const path of ['/no-such-page', '/costs', '/v1/nothing-here']) {
        const refusal = get(path, { rsc: '1', 'next-router-state-tree': state })
        expect(refusal?.status, `${path} ${state.slice(0, 10)}`).toBe(400)
        expect(refusal?.message).toBe(serverErrors.invalid)
      }
    }
    expect(
      get('/no-such-page', { rsc: '1', 'next-router-prefetch': '1', 'next-router-state-tree': '%zz' })?.status,
    ).toBe(400)
  })

  it('lets a readable router state through, and any header on a request that is not a navigation', () => {
    expect(get('/costs', { rsc: '1', 'next-router-state-tree': HOME_STATE })).toBeNull()
    expect(get('/costs', { rsc: '1' })).toBeNull()
    expect(get('/costs', { 'next-router-state-tree': '%zz' })).toBeNull()
  })

  it('refuses a server action posted from another site, as Next.js would refuse it', () => {
    const host = { host: 'candor.example' }
    for (const origin of ['https://elsewhere.example', 'null', 'not an origin']) {
      expect(post({ ...host, origin, 'next-action': ACTION_ID })).toEqual({
        status: 403,
        message: serverErrors.crossSite,
      })
      // A form sent without JavaScript is read as an action too.
      expect(post({ ...host, origin, 'content-type': 'multipart/form-data; boundary=x' })?.status).toBe(403)
    }
    // Without a host to compare the origin with, Next.js refuses the action too.
    expect(post({ origin: 'https://candor.example', 'next-action': ACTION_ID })?.status).toBe(403)
  })

  it('lets the site’s own actions through, and posts Next.js does not read as actions', () => {
    const action = { 'next-action': ACTION_ID, 'content-type': 'text/plain;charset=UTF-8' }
    expect(post({ ...action, host: 'candor.example', origin: 'https://candor.example' })).toBeNull()
    // Behind the proxy the host the browser used is the forwarded one.
    expect(
      post({
        ...action,
        host: '127.0.0.1:3000',
        'x-forwarded-host': 'candor.example',
        origin: 'https://candor.example',
      }),
    ).toBeNull()
    expect(post({ ...action, host: 'candor.example' })).toBeNull()
    expect(
      post({ host: 'candor.example', origin: 'https://elsewhere.example', 'content-type': 'text/plain' }),
    ).toBeNull()
    // The CMS API's routes run no actions: uploads from an allowed origin are Payload's to judge.
    const upload = refusalOf({
      method: 'POST',
      path: '/api/cms/media',
      headers: {
        host: 'candor.example',
        origin: 'https://admin.example',
        'content-type': 'multipart/form-data; boundary=x',
      },
    })
    expect(upload).toBeNull()
  })
})
