/**
 * The gate in front of Next.js: what no route could answer (`refusalOf`: a method no route
 * takes, an address that cannot be decoded, a body larger than its address accepts, a body of
 * unstated length, a multipart type without its boundary, a router state that cannot be read,
 * a server action from another site) is refused from the request's head, its body unread,
 * before Next.js builds a request of its own from it. Next.js does not reach its proxy with
 * these: it fails some as a 500 first (an unknown method, a foreign server action), and it
 * hides the headers of its own protocol (`rsc`, `next-action`) from the proxy (decision 027).
 *
 * Node.js has no hook that may answer a request instead of the server, so the gate wraps how
 * an HTTP server hands a request to its listener: every server of the process, which is
 * Next.js's alone.
 */
import { Server, type IncomingMessage, type ServerResponse } from 'node:http'

import { pathOf } from './request-stamps.server'
import { refusalOf, sendRefusal } from './request-guard'

/** Refuses, and answers true for, a request no route could answer. */
export function refuseAtTheGate(req: IncomingMessage, res: ServerResponse): boolean {
  const refusal = refusalOf({ method: req.method, path: pathOf(req.url), headers: req.headers })
  if (!refusal) return false
  sendRefusal(req, res, refusal)
  return true
}

/** Puts the gate in front of every HTTP server of the process; returns how to take it away. */
export function gateRequests(): () => void {
  const handOn = Server.prototype.emit
  Server.prototype.emit = function gatedEmit(this: Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request' && refuseAtTheGate(args[0] as IncomingMessage, args[1] as ServerResponse)) return true
    return Reflect.apply(handOn, this, [event, ...args]) as boolean
  } as typeof Server.prototype.emit
  return () => {
    Server.prototype.emit = handOn
  }
}
