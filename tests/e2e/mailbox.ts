import fs from 'node:fs'
import path from 'node:path'

import { startSmtpServer, type ReceivedMail } from '../support/smtp'

/**
 * A real SMTP server for the end-to-end tests: the site under test sends its mail here
 * (SMTP_URL), and each message is kept as JSON in MAILBOX_DIR for the tests to read.
 */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3125)
export const MAILBOX_DIR = path.resolve('data/e2e-mailbox')

export type Mail = ReceivedMail & { receivedAt: number }

export async function startMailbox(): Promise<() => Promise<void>> {
  fs.rmSync(MAILBOX_DIR, { recursive: true, force: true })
  fs.mkdirSync(MAILBOX_DIR, { recursive: true })
  let count = 0
  const server = await startSmtpServer(SMTP_PORT, (received) => {
    count += 1
    const mail: Mail = { ...received, receivedAt: Date.now() }
    // Written aside, then renamed: a reader never meets a mail half written.
    const file = path.join(MAILBOX_DIR, `${Date.now()}-${count}.json`)
    fs.writeFileSync(`${file}.part`, JSON.stringify(mail))
    fs.renameSync(`${file}.part`, file)
  })
  return server.stop
}

/** The mail received for an address, oldest first. */
export function mailTo(address: string): Mail[] {
  if (!fs.existsSync(MAILBOX_DIR)) return []
  return fs
    .readdirSync(MAILBOX_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(MAILBOX_DIR, file), 'utf8')) as Mail)
    .filter((mail) => mail.to.includes(address.toLowerCase()))
}

/** Waits for the next mail to an address whose subject matches, and returns it. */
export async function waitForMail(address: string, subject: RegExp, after = 0, timeoutMs = 15_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const found = mailTo(address).find((mail) => subject.test(mail.subject) && mail.receivedAt >= after)
    if (found) return found
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`No mail to ${address} matching ${subject} within ${timeoutMs} ms`)
}

/** The first link in a mail text that starts with the given path. */
export function linkIn(mail: Mail, pathPrefix: string): string {
  const match = new RegExp(`https?://[^\\s]+${pathPrefix.replace(/[/?]/g, '\\$&')}[^\\s]*`).exec(mail.text)
  if (!match) throw new Error(`No ${pathPrefix} link in: ${mail.text}`)
  return match[0]
}
