import { describe, expect, it } from 'vitest'

import { isAdminPath, isInternalHref, pathnameOf } from '@/platform/routes'

describe('routes', () => {
  it('treats any path with an admin segment as the staff area', () => {
    expect(isAdminPath('/admin')).toBe(true)
    expect(isAdminPath('/admin/collections/users')).toBe(true)
    expect(isAdminPath('/plans/admin')).toBe(true)
    expect(isAdminPath('/administrator')).toBe(false)
    expect(isAdminPath('/')).toBe(false)
  })

  it('counts links beginning with a slash or a hash as internal', () => {
    expect(isInternalHref('/quiz')).toBe(true)
    expect(isInternalHref('#stay-in-the-loop')).toBe(true)
    expect(isInternalHref('//evil.example/x')).toBe(false)
    expect(isInternalHref('https://www.facebook.com/x')).toBe(false)
    expect(isInternalHref('mailto:help@candor.example')).toBe(false)
  })

  it('takes the path of an href without query or hash', () => {
    expect(pathnameOf('/plans/3?reviewModalOpen=true')).toBe('/plans/3')
    expect(pathnameOf('/#stay-in-the-loop')).toBe('/')
  })
})
