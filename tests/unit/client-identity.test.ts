import { describe, expect, it } from 'vitest'

import { connectionOf } from '@/lib/client-identity'

describe('the connection an address stands for', () => {
  it('is an IPv6 caller’s /64, however the address is written', () => {
    for (const address of [
      '2001:db8:5:7::1',
      '2001:0DB8:0005:0007:ffff:1:2:3',
      '[2001:db8:5:7::9]',
      '2001:db8:5:7::1%eth0',
    ]) {
      expect(connectionOf(address), address).toBe('2001:db8:5:7::/64')
    }
    expect(connectionOf('2001:db8:5:8::1')).toBe('2001:db8:5:8::/64')
    expect(connectionOf('::1')).toBe('0:0:0:0::/64')
  })

  it('is the IPv4 address itself, also written as IPv6, and anything unreadable as it is', () => {
    expect(connectionOf('192.0.2.7')).toBe('192.0.2.7')
    expect(connectionOf('::ffff:192.0.2.7')).toBe('192.0.2.7')
    expect(connectionOf('::ffff:c000:207')).toBe('192.0.2.7')
    for (const odd of ['unknown', '1:2:3', '1::2::3', 'g::1']) expect(connectionOf(odd)).toBe(odd)
  })
})
