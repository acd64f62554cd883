import { describe, expect, it, vi } from 'vitest'

/**
 * Next.js loads Candor's modules once per bundle, and the Node server loads its own: each
 * fresh import below stands for one of them.
 */
async function freshContracts() {
  vi.resetModules()
  return import('@/lib/process-contracts')
}

type Contract = import('@/lib/process-contracts').ProcessContract

/** A contract name of one test's own: other tests in this process never offered it. */
let named = 0
const contractOfOwn = () => `candor:test-contract-${++named}` as Contract

describe('process contracts', () => {
  it('let one copy of a module find what another copy offered, and nothing before', async () => {
    const server = await freshContracts()
    const app = await freshContracts()
    expect(app).not.toBe(server)
    const contract = contractOfOwn()
    expect(server.findInProcess(contract)).toBeUndefined()
    const services = { name: 'the app' }
    app.offerInProcess(contract, services)
    expect(server.findInProcess(contract)).toBe(services)
  })

  it('make a shared value once, for whichever copy asks first', async () => {
    const pages = await freshContracts()
    const proxy = await freshContracts()
    const made = vi.fn(() => new Map<string, number>())
    const contract = contractOfOwn()
    const fromPages = pages.sharedInProcess(contract, made)
    const fromProxy = proxy.sharedInProcess(contract, made)
    expect(fromProxy).toBe(fromPages)
    expect(made).toHaveBeenCalledTimes(1)
  })

  it('keep the first offer when a bundle offers again', async () => {
    const contracts = await freshContracts()
    const first = { version: 1 }
    const contract = contractOfOwn()
    contracts.offerInProcess(contract, first)
    contracts.offerInProcess(contract, { version: 2 })
    expect(contracts.findInProcess(contract)).toBe(first)
  })
})
