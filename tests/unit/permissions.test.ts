import { describe, expect, it } from 'vitest'

import { can } from '@/access/permissions'
import { STAFF_ROLES } from '@/access/roles'

const staff = (role: string) => ({ collection: 'users', role })

describe('permission table', () => {
  it('lets every staff role into the admin and no one else', () => {
    for (const role of STAFF_ROLES) expect(can(staff(role), 'admin.enter')).toBe(true)
    expect(can(null, 'admin.enter')).toBe(false)
    expect(can({ collection: 'members', role: 'admin' }, 'admin.enter')).toBe(false)
    expect(can(staff('visitor'), 'admin.enter')).toBe(false)
  })

  it('gives the two review checks to different roles, and both to admins', () => {
    expect(can(staff('moderator'), 'reviews.checkEditorial')).toBe(true)
    expect(can(staff('moderator'), 'reviews.checkPolicy')).toBe(false)
    expect(can(staff('policy-reviewer'), 'reviews.checkPolicy')).toBe(true)
    expect(can(staff('policy-reviewer'), 'reviews.checkEditorial')).toBe(false)
    expect(can(staff('admin'), 'reviews.checkEditorial')).toBe(true)
    expect(can(staff('admin'), 'reviews.checkPolicy')).toBe(true)
  })

  it('keeps staff management and data imports to admins', () => {
    for (const role of STAFF_ROLES.filter((r) => r !== 'admin')) {
      expect(can(staff(role), 'staff.manage')).toBe(false)
      expect(can(staff(role), 'data.import')).toBe(false)
    }
    expect(can(staff('editor'), 'content.edit')).toBe(true)
    expect(can(staff('moderator'), 'content.edit')).toBe(false)
  })
})
