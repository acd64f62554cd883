import type { APIRequestContext } from '@playwright/test'

import { expect } from './fixtures'
import { linkIn, waitForMail } from './mailbox'

export type Member = { email: string; password: string }

/** An address no other run uses. */
export const uniqueEmail = (what: string) => `e2e-${what}-${Date.now().toString(36)}@example.com`

/** A member who registered and confirmed the address, through the endpoints. */
export async function confirmedMember(request: APIRequestContext, what: string, password: string): Promise<Member> {
  const email = uniqueEmail(what)
  const registered = await request.post('/v1/account/register', {
    data: { first_name: 'Maria', last_name: 'Garcia', email, password },
  })
  expect(registered.status(), await registered.text()).toBe(201)
  const mail = await waitForMail(email, /^Confirm your email for Candor$/)
  const token = new URL(linkIn(mail, '/verify-email')).searchParams.get('token')
  const verified = await request.post('/v1/account/verify-email', { data: { token } })
  expect(verified.status(), await verified.text()).toBe(200)
  return { email, password }
}

/** Deletes a member through the endpoints: what a test made, it removes. */
export async function deleteMember(request: APIRequestContext, member: Member) {
  const login = await request.post('/v1/account/login', { data: member })
  if (login.status() !== 200) return
  const token = (await login.json()).data.access_token as string
  await request.post('/v1/account/delete', {
    headers: { Authorization: `Bearer ${token}` },
    data: { password: member.password, published_reviews: 'delete' },
  })
}
