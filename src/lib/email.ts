import type { EmailAdapter, SendEmailOptions } from 'payload'

import type { Env } from './env'

type Mail = { to: string; subject: string; text: string }

function addressOf(to: SendEmailOptions['to']): string {
  if (!to) return ''
  const list = (Array.isArray(to) ? to : [to]).flat() as (string | { address: string })[]
  return list.map((entry) => (typeof entry === 'string' ? entry : entry.address)).join(', ')
}

/** What Candor sends: plain text, with the HTML part derived from it. */
function toMail(message: SendEmailOptions): Mail {
  const text = typeof message.text === 'string' ? message.text : String(message.html ?? '')
  return { to: addressOf(message.to), subject: String(message.subject ?? ''), text }
}

/**
 * Mail over SMTP when SMTP_URL is set; otherwise each message is kept in the outbox
 * collection for admins, and the log says so. Links carry secrets: a production log never
 * holds a message's text.
 */
export function candorEmailAdapter(env: Env): EmailAdapter {
  const [, fromName = 'Candor', fromAddress = env.emailFrom] = /^\s*([^<]*?)\s*<([^>]+)>\s*$/.exec(env.emailFrom) ?? []
  return ({ payload }) => {
    const base = { name: env.smtpUrl ? 'smtp' : 'outbox', defaultFromAddress: fromAddress, defaultFromName: fromName }
    if (env.smtpUrl) {
      const transport = import('nodemailer').then(({ createTransport }) => createTransport(env.smtpUrl))
      return {
        ...base,
        sendEmail: async (message) => {
          const mail = toMail(message)
          return (await transport).sendMail({
            from: { name: fromName, address: fromAddress },
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
          })
        },
      }
    }
    return {
      ...base,
      sendEmail: async (message) => {
        const mail = toMail(message)
        const kept = await payload.create({ collection: 'outbox', data: mail, overrideAccess: true, depth: 0 })
        if (env.isProduction) payload.logger.info({ outboxId: kept.id }, 'email kept in the outbox (no SMTP_URL)')
        else payload.logger.info({ outboxId: kept.id, text: mail.text }, 'email kept in the outbox (no SMTP_URL)')
        return kept
      },
    }
  }
}
