import { describe, expect, it, vi } from 'vitest'

declare module '@/lib/process-singletons' {
  interface ProcessSingletons {
    testOffered: { name: string }
    testShared: Map<string, number>
    testFirstStands: { version: number }
  }
}

/**
 * Next.js loads Candor's modules once per bundle, and the Node server loads its own: each
 * fresh import below stands for one of them.
 */
async function freshCopy() {
  vi.resetModules()
  return import('@/lib/process-singletons')
}

describe('process singletons', () => {
  it('let one copy of a module find what another copy set, and nothing before', async () => {
    const server = await freshCopy()
    const app = await freshCopy()
    expect(app).not.toBe(server)
    expect(server.findProcessSingleton('testOffered')).toBeUndefined()
    const services = { name: 'the app' }
    app.setProcessSingleton('testOffered', services)
    expect(server.findProcessSingleton('testOffered')).toBe(services)
  })

  it('make a shared value once, for whichever copy asks first', async () => {
    const pages = await freshCopy()
    const proxy = await freshCopy()
    const made = vi.fn(() => new Map<string, number>())
    const fromPages = pages.processSingleton('testShared', made)
    const fromProxy = proxy.processSingleton('testShared', made)
    expect(fromProxy).toBe(fromPages)
    expect(made).toHaveBeenCalledTimes(1)
  })

  it('keep the first value when a bundle sets it again', async () => {
    const copy = await freshCopy()
    const first = { version: 1 }
    copy.setProcessSingleton('testFirstStands', first)
    copy.setProcessSingleton('testFirstStands', { version: 2 })
    expect(copy.findProcessSingleton('testFirstStands')).toBe(first)
  })
})
