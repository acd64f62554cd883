import { describe, expect, it } from 'vitest'

import { refusalOf } from '@/platform/request-guard'
import { serverErrors } from '@/messages/en/serverErrors'

const post = (headers: Record<string, string>) => refusalOf({ method: 'POST', path: '/costs', headers })

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
})
