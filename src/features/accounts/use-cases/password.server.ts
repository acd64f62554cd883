import { ok, requestLocale, type JsonAnswer } from '@/lib/api-response'
import { AppError } from '@/lib/errors'
import { asAccountOwner } from '@/access/own-account'
import { answerNoSoonerThan, RESET_ANSWER_FLOOR_MS } from '@/platform/login-attempts.server'
import { requireMember } from '@/platform/member-auth'
import type { MutationContext } from '@/platform/mutation-context'
import type { Infer } from '@/lib/zod'

import {
  ACCOUNT_MESSAGES,
  type changePasswordSchema,
  type forgotPasswordSchema,
  type resetPasswordSchema,
} from '../schema'

import { confirmPassword, endAllSessions } from './member-records.server'
import { asSystem } from '@/lib/as-system'

const RESET_ANSWER = ACCOUNT_MESSAGES.resetSent

/**
 * Always the same answer, in the same time, so the form tells no one which addresses have
 * accounts: the mail to a real one is written within the floor.
 */
export async function requestPasswordReset({
  payload,
  input,
  request,
}: MutationContext<Infer<typeof forgotPasswordSchema>>): Promise<JsonAnswer> {
  const started = performance.now()
  // The mail is written in the language of the page the member asked from.
  await payload.forgotPassword({
    collection: 'members',
    data: { email: input.email },
    context: { locale: requestLocale(request) },
  })
  await answerNoSoonerThan(started, RESET_ANSWER_FLOOR_MS)
  return ok({ message: RESET_ANSWER })
}

/** A new password from an emailed link: the link works once, within the hour; every session ends. */
export async function resetPassword({
  payload,
  input,
}: MutationContext<Infer<typeof resetPasswordSchema>>): Promise<JsonAnswer> {
  let memberId: number
  try {
    const result = await payload.resetPassword({
      collection: 'members',
      data: { token: input.token, password: input.password },
      ...asSystem('checkedToken'),
    })
    const { id } = result.user
    if (typeof id !== 'number') throw new Error('Payload reset no member')
    memberId = id
  } catch {
    throw AppError.invalid({ token: ACCOUNT_MESSAGES.tokenInvalid })
  }
  await endAllSessions(payload, memberId)
  return ok({ reset: true })
}

export async function changePassword({
  payload,
  input,
  member,
}: MutationContext<Infer<typeof changePasswordSchema>>): Promise<JsonAnswer> {
  const me = requireMember(member)
  await confirmPassword(payload, me.email, input.current_password, 'current_password')
  // Payload keeps the session of the user it is told made the change and ends every other
  // one: the device that changed the password stays signed in (decision 008).
  await payload.update({ collection: 'members', id: me.id, ...asAccountOwner(me), data: { password: input.password } })
  return ok({ changed: true, other_sessions_ended: true })
}
