import { createLocalReq, logoutOperation } from 'payload'

import { ok, type JsonAnswer } from '@/lib/api-response'
import { answerNoSoonerThan, checkFailedLogins, recordFailedLogin } from '@/platform/login-attempts.server'
import { requireMember } from '@/platform/member-auth'
import type { MutationContext } from '@/platform/mutation-context'
import type { Infer } from '@/lib/zod'

import type { loginSchema } from '../schema'

import { loginFailure, accountOf } from './member-records.server'

/**
 * Log in: a bearer token (JWT with `exp` in seconds) and the account. Wrong passwords are
 * counted per connection and account, never locking the account (platform/login-attempts.server.ts); a
 * failure takes as long, and reads the same, whether the account exists or not.
 */
export async function loginMember({
  payload,
  input,
  clientHash,
}: MutationContext<Infer<typeof loginSchema>>): Promise<JsonAnswer> {
  const started = performance.now()
  await checkFailedLogins('member', clientHash, input.email)
  try {
    const result = await payload.login({
      collection: 'members',
      data: { email: input.email, password: input.password },
    })
    if (!result.user) throw new Error('Payload logged in no member')
    return ok({ access_token: result.token, exp: result.exp, account: accountOf(result.user) })
  } catch (error) {
    const failure = loginFailure(error)
    if (failure.code === 'unauthorized') {
      await recordFailedLogin(payload, 'member', clientHash, input.email)
      await answerNoSoonerThan(started)
    }
    throw failure
  }
}

/** Log out: the token's session ends on the server, so the token stops working at once. */
export async function logoutMember({ payload, member, request }: MutationContext<undefined>): Promise<JsonAnswer> {
  const me = requireMember(member)
  const { user } = await payload.auth({
    headers: new Headers({ authorization: request.headers.get('authorization') ?? '' }),
    canSetHeaders: false,
  })
  const req = await createLocalReq({ user: user ?? undefined }, payload)
  await logoutOperation({ collection: payload.collections.members, req })
  return ok({ logged_out: true, uid: me.id })
}
