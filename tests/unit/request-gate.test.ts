import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { connect } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { gateRequests } from '@/platform/request-gate.server'

let reached = 0
let base = ''
let port = 0
let ungate = () => {}
const server = createServer((req, res) => {
  reached += 1
  res.end('reached the app')
})

beforeAll(async () => {
  ungate = gateRequests()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
  base = `http://127.0.0.1:${port}`
})
afterAll(async () => {
  ungate()
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

/** The status line answered to a request head whose body is never sent. */
function statusOfHead(head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(head))
    let text = ''
    socket.on('data', (chunk) => {
      text += chunk.toString()
      if (text.includes('\r\n')) {
        resolve(text.slice(0, text.indexOf('\r\n')))
        socket.destroy()
      }
    })
    socket.on('error', reject)
  })
}

describe('the gate in front of the server', () => {
  it('refuses what no route could answer in the envelope, in the caller’s language, before the app sees it', async () => {
    const before = reached
    const noBoundary = await fetch(`${base}/plans/1`, {
      method: 'PATCH',
      headers: { 'content-type': 'multipart/form-data' },
    })
    expect(noBoundary.status).toBe(400)
    expect(await noBoundary.json()).toMatchObject({ code: '400' })
    const spanish = await fetch(`${base}/plans/%E0%A4%A`, { headers: { 'accept-language': 'es' } })
    expect(spanish.status).toBe(400)
    expect(spanish.headers.get('content-language')).toBe('es')
    const foreign = await fetch(`${base}/quiz`, {
      method: 'POST',
      headers: { origin: 'https://elsewhere.example', 'next-action': 'a'.repeat(42) },
    })
    expect(foreign.status).toBe(403)
    expect(reached).toBe(before)
  })

  it('refuses a body larger than its address takes from its declared length, unread', async () => {
    const head =
      'POST /api/reviews HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 5242880\r\n\r\n'
    expect(await statusOfHead(head)).toBe('HTTP/1.1 413 Payload Too Large')
  })

  it('lets every other request through to the app', async () => {
    const before = reached
    const answer = await fetch(`${base}/plans/1`)
    expect(await answer.text()).toBe('reached the app')
    expect(reached).toBe(before + 1)
  })
})
