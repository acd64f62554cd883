import { ACCOUNT_ENDPOINTS, savedPlanIdsOf } from './account-api'
import type { AuthSession } from './auth-session'

/**
 * The member's saved plans (calls 8 and 9): loaded once a member is signed in, and toggled
 * one plan at a time. A toggle shows at once; the changes go to the server one after
 * another, in order, and one the server refuses is undone with a toast.
 */
export function createSavedPlans(session: AuthSession) {
  const { deps, text } = session
  let queue: Promise<void> = Promise.resolve()
  let pendingToggles = 0

  /** Seed-spec §4, "On user load": the saved plans are loaded. */
  async function load(generation: number, token: string): Promise<void> {
    const answer = await session.call(ACCOUNT_ENDPOINTS.savedPlans, { method: 'GET', token })
    if (!session.isCurrent(generation)) return
    const ids = answer.ok ? savedPlanIdsOf(answer.data) : null
    if (!ids) {
      deps.notifyError(text.savedPlansFailed)
      session.set({ savedPlansStatus: 'failed' })
      return
    }
    session.set({ savedPlans: ids, savedPlansStatus: 'loaded' })
  }

  function isPlanSaved(nid: number): boolean {
    return session.snapshot().savedPlans.includes(nid)
  }

  /**
   * Saves or unsaves a plan (call 9 replaces the whole list). The change shows at once; if
   * the server refuses it, it is undone and a toast says so. When the list could not be
   * loaded, it is loaded again first ("Failed" again if that fails too, and the person can
   * press once more). False when nothing was saved.
   */
  function toggleSavedPlan(nid: number): Promise<boolean> {
    const { token, loggedIn, savedPlansStatus } = session.snapshot()
    if (!loggedIn || !token) return Promise.resolve(false)
    // The list could not be read: pressing again reads it again, then makes the change asked for.
    if (savedPlansStatus === 'failed') return loadThenToggle(nid, token)
    if (savedPlansStatus !== 'loaded') return Promise.resolve(false)
    return sendToggle(nid, token)
  }

  async function loadThenToggle(nid: number, token: string): Promise<boolean> {
    const generation = session.generation()
    session.set({ savedPlansStatus: 'loading' })
    await load(generation, token)
    if (!session.isCurrent(generation) || session.snapshot().savedPlansStatus !== 'loaded') return false
    return sendToggle(nid, token)
  }

  function sendToggle(nid: number, token: string): Promise<boolean> {
    const { savedPlans } = session.snapshot()
    const generation = session.generation()
    const adding = !savedPlans.includes(nid)
    const apply = (list: readonly number[], add: boolean) =>
      add ? (list.includes(nid) ? list : [...list, nid]) : list.filter((saved) => saved !== nid)
    session.set({ savedPlans: apply(savedPlans, adding) })
    pendingToggles += 1

    const result = queue.then(async () => {
      try {
        if (!session.isCurrent(generation)) return false
        // The list as the person wants it now, later toggles included.
        const answer = await session.call(ACCOUNT_ENDPOINTS.savedPlans, {
          token,
          body: { field_account_saved_plans: [...session.snapshot().savedPlans] },
        })
        if (!session.isCurrent(generation)) return false
        const ids = answer.ok ? savedPlanIdsOf(answer.data) : null
        if (!ids) {
          session.set({ savedPlans: apply(session.snapshot().savedPlans, !adding) })
          deps.notifyError(text.savedPlansFailed, text.savedPlanToggleFailed)
          if (answer.status === 401) session.endSession()
          return false
        }
        // Later toggles are still on their way: their optimistic state stays until they answer.
        if (pendingToggles === 1) session.set({ savedPlans: ids })
        return true
      } finally {
        pendingToggles -= 1
      }
    })
    queue = result.then(() => undefined)
    return result
  }

  return { load, isPlanSaved, toggleSavedPlan }
}
