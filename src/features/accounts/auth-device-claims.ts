import type { AuthSession } from './auth-session'
import { claimOutcome, reportUpdatePath, type AccountUser } from './session'

/**
 * Seed-spec §4, "On user load", first half: the device's stored reviews join the account one
 * by one (call 6), then a report made before sign-in (call 5 with an empty body).
 */
export function createDeviceClaimRunner(session: AuthSession) {
  const { deps, text } = session
  /** Entries already sent in this session: each is tried once per session. */
  let attempted = new Set<string>()
  let queue: Promise<void> = Promise.resolve()

  /**
   * Sends what the device holds for the account, one by one. Runs are queued, so two never
   * overlap; each entry is tried once per session, whatever the outcome.
   */
  function claimDeviceEntries(generation: number, token: string, user: AccountUser): Promise<void> {
    queue = queue.then(async () => {
      const claims = deps.deviceClaims
      if (!session.isCurrent(generation) || !claims) return
      const waiting = (await claims.pending(user)).filter((entry) => !attempted.has(entry.key))
      for (const entry of waiting) {
        if (!session.isCurrent(generation)) return
        attempted.add(entry.key)
        const answer = await session.call(entry.path, { token, body: entry.body })
        if (!session.isCurrent(generation)) return
        const outcome = claimOutcome(answer.status)
        if (outcome !== 'claimed') deps.notifyError(text.reviewDidNotUpdate)
        await claims.settle(entry.key, outcome)
        if (outcome === 'claimed') session.set({ dataVersion: session.snapshot().dataVersion + 1 })
        if (answer.status === 401) {
          session.endSession()
          return
        }
      }
    })
    return queue
  }

  /** A report made before signing in becomes the member's, then leaves storage. */
  async function attachUnauthReport(generation: number, token: string): Promise<void> {
    const reportId = deps.readUnauthReport()
    if (!reportId || !session.isCurrent(generation)) return
    const answer = await session.call(reportUpdatePath(reportId), { token, body: {} })
    if (!session.isCurrent(generation)) return
    // 404: unknown, or already someone else's; keeping it would only fail again.
    if (answer.ok || answer.status === 404) deps.removeUnauthReport()
    if (answer.ok) session.set({ dataVersion: session.snapshot().dataVersion + 1 })
  }

  return {
    /** A new session (or none): every entry may be tried again. */
    reset() {
      attempted = new Set()
    },
    claimDeviceEntries,
    async afterUserLoad(generation: number, token: string, user: AccountUser) {
      await claimDeviceEntries(generation, token, user)
      await attachUnauthReport(generation, token)
    },
    /** The account was deleted: what the device kept for it is forgotten. */
    forget() {
      void deps.deviceClaims?.forget()
    },
  }
}
