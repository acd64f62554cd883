import type { EmailAdapter, SendEmailOptions } from 'payload'

import type { Env } from '@/lib/env'
import { enqueueMail, senderOf } from './mail-queue.server'

function addressOf(to: SendEmailOptions['to']): string {
  if (!to) return ''
  const list = (Array.isArray(to) ? to : [to]).flat() as (string | { address: string })[]
  return list.map((entry) => (typeof entry === 'string' ? entry : entry.address)).join(', ')
}

function headersOf(headers: SendEmailOptions['headers']): Record<string, string> | undefined {
  if (!headers || Array.isArray(headers)) return undefined
  const plain: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (typeof value === 'string') plain[name] = value
  }
  return Object.keys(plain).length ? plain : undefined
}

/**
 * Payload's `sendEmail`, Candor's way: plain text, through the one mail queue (the outbox,
 * delivered over SMTP when SMTP_URL is set, kept for admins otherwise). Payload's own mail
 * (verification, password reset) takes the same road.
 */
export function candorEmailAdapter(env: Env): EmailAdapter {
  const sender = senderOf(env.emailFrom)
  return ({ payload }) => ({
    name: env.smtpUrl ? 'smtp' : 'outbox',
    defaultFromAddress: sender.address,
    defaultFromName: sender.name,
    sendEmail: async (message) => {
      const text = typeof message.text === 'string' ? message.text : String(message.html ?? '')
      const id = await enqueueMail(
        payload,
        {
          to: addressOf(message.to),
          subject: String(message.subject ?? ''),
          text,
          headers: headersOf(message.headers),
        },
        env.smtpUrl,
      )
      return { queued: id }
    },
  })
}
