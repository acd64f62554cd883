import { startMailbox } from './mailbox'
import { startStandIn } from './marketplace'

/**
 * Starts what the site under test talks to: the SMTP server it sends its mail to, and the
 * stand-in for HealthCare.gov's plan search. The returned function stops both.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const stopMailbox = await startMailbox()
  const stopStandIn = await startStandIn()
  return async () => {
    await stopStandIn()
    await stopMailbox()
  }
}
