import net from 'node:net'

import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = {
  to: string[]
  subject: string
  text: string /** Each header as sent, by lower-case name. */
  headers: Record<string, string>
}

/** A free TCP port on this machine, for a server that is started later (or never). */
export async function freePort(): Promise<number> {
  const probe = net.createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()))
  const { port } = probe.address() as net.AddressInfo
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}

/** A real SMTP server on a port, keeping what it receives in memory and handing each mail to `onMail`. */
export async function startSmtpServer(
  port: number,
  onMail: (mail: ReceivedMail) => void = () => undefined,
): Promise<{ received: ReceivedMail[]; stop: () => Promise<void> }> {
  const received: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail: ReceivedMail = {
            to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            headers: Object.fromEntries(
              parsed.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(':') + 1).trim()]),
            ),
          }
          received.push(mail)
          onMail(mail)
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  // Once listening, a connection a client drops (a server killed mid-delivery resets it) is that
  // client's business: the mail it was sending simply never arrives.
  server.on('error', () => undefined)
  return { received, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
