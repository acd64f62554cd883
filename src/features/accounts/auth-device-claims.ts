import type { AuthSession, DeviceClaims } from './auth-session'
import { claimOutcome, type AccountUser } from './session'

/**
 * Seed-spec §4, "On user load", first half: what the device holds joins the account one entry
 * at a time, kind after kind as the site frame lists them (the stored reviews through call 6,
 * then a report made before sign-in through call 5 with an empty body).
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
      for (const claims of deps.deviceClaims ?? []) {
        if (!(await claimKind(claims, generation, token, user))) return
      }
    })
    return queue
  }

  /** One kind's pending entries, one by one; false once the session is over. */
  async function claimKind(
    claims: DeviceClaims,
    generation: number,
    token: string,
    user: AccountUser,
  ): Promise<boolean> {
    if (!session.isCurrent(generation)) return false
    const waiting = (await claims.pending(user)).filter((entry) => !attempted.has(entry.key))
    for (const entry of waiting) {
      if (!session.isCurrent(generation)) return false
      attempted.add(entry.key)
      const answer = await session.call(entry.path, { token, body: entry.body })
      if (!session.isCurrent(generation)) return false
      const outcome = claimOutcome(answer.status)
      if (outcome !== 'claimed' && !claims.quiet) deps.notifyError(text.reviewDidNotUpdate)
      await claims.settle(entry.key, outcome)
      if (outcome === 'claimed') session.set({ dataVersion: session.snapshot().dataVersion + 1 })
      if (answer.status === 401) {
        session.endSession()
        return false
      }
    }
    return true
  }

  return {
    /** A new session (or none): every entry may be tried again. */
    reset() {
      attempted = new Set()
    },
    claimDeviceEntries,
    afterUserLoad(generation: number, token: string, user: AccountUser) {
      return claimDeviceEntries(generation, token, user)
    },
    /** The account was deleted: what the device kept for it is forgotten. */
    forget() {
      for (const claims of deps.deviceClaims ?? []) void claims.forget()
    },
  }
}
