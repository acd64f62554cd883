import { Readable } from 'node:stream'

import type { Options as ConnectionOptions } from 'nodemailer/lib/smtp-connection'

export type SmtpMessage = {
  from: { name: string; address: string }
  to: string
  subject: string
  text: string
  headers?: Record<string, string>
}

const TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 }

/**
 * Hands one message to the SMTP server `smtpUrl` names, on a connection of its own.
 * `onHandover` runs once, when the server has taken the sender and recipient and asked for the
 * message itself (its 354): before that moment the server cannot have the message, so a copy
 * interrupted earlier is safe to send again; from then on it may. The message is streamed
 * only after `onHandover` has settled, and not at all when it fails.
 */
export async function sendOverSmtp(
  smtpUrl: string,
  message: SmtpMessage,
  onHandover: () => Promise<void>,
): Promise<void> {
  const [{ default: SMTPConnection }, { default: MailComposer }, { parseConnectionUrl }] = await Promise.all([
    import('nodemailer/lib/smtp-connection'),
    import('nodemailer/lib/mail-composer'),
    import('nodemailer/lib/shared'),
  ])
  const raw = await new Promise<Buffer>((resolve, reject) => {
    new MailComposer({
      from: message.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      headers: message.headers,
    })
      .compile()
      .build((error, built) => (error ? reject(error) : resolve(built)))
  })
  const { auth, ...options } = parseConnectionUrl(smtpUrl) as ConnectionOptions & {
    auth?: { user: string; pass: string }
  }
  const connection = new SMTPConnection({ ...options, ...TIMEOUTS })
  const failed = new Promise<never>((_, reject) => connection.once('error', reject))
  failed.catch(() => undefined)
  const step = <T>(run: (done: (error: Error | null, value?: T) => void) => void) =>
    Promise.race([
      failed,
      new Promise<T>((resolve, reject) => run((error, value) => (error ? reject(error) : resolve(value as T)))),
    ])
  try {
    await step<void>((done) => connection.connect(() => done(null)))
    if (auth?.user) await step<void>((done) => connection.login(auth, (error) => done(error ?? null)))
    let asked = false
    // Read by the connection only once the server has asked for the message (after its 354).
    const body = new Readable({
      read() {
        if (asked) return
        asked = true
        onHandover().then(
          () => {
            this.push(raw)
            this.push(null)
          },
          (error: unknown) => this.destroy(error instanceof Error ? error : new Error(String(error))),
        )
      },
    })
    await step((done) =>
      connection.send({ from: message.from.address, to: [message.to] }, body, (error) => done(error ?? null)),
    )
  } finally {
    connection.quit()
    connection.close()
  }
}
