import { startMailbox } from './mailbox'

/** Starts the SMTP server the site under test sends its mail to; the returned function stops it. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  return startMailbox()
}
