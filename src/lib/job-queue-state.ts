import { processSingleton } from './process-singletons'

/**
 * Whether this instance's job queue runs: when its minute timers were started, and when a
 * pass over the queues last began. Readiness reports it, so a server whose timers never
 * started (no mail, no retention, no scheduled publishing) is seen, not silent.
 */
type JobQueueState = { startedAt: number | null; lastPassAt: number | null }

declare module '@/lib/process-singletons' {
  interface ProcessSingletons {
    /** This instance's job timers: started when, last pass when. */
    jobQueue: JobQueueState
  }
}

const state = () => processSingleton('jobQueue', (): JobQueueState => ({ startedAt: null, lastPassAt: null }))

/** A pass is due every minute; three without one mean the queue has stopped. */
export const JOB_PASS_OVERDUE_MS = 3 * 60 * 1000

export function noteJobQueueStarted(now = Date.now()): void {
  state().startedAt ??= now
}

export function noteJobPass(now = Date.now()): void {
  state().lastPassAt = now
}

export type JobQueueReport = {
  /** `running`: passes come each minute; `not started`: the timers are not set yet; `stalled`: passes stopped. */
  queue: 'running' | 'not started' | 'stalled'
  lastPassAt: string | null
}

export function jobQueueReport(now = Date.now()): JobQueueReport {
  const { startedAt, lastPassAt } = state()
  const lastPass = lastPassAt === null ? null : new Date(lastPassAt).toISOString()
  if (startedAt === null) return { queue: 'not started', lastPassAt: lastPass }
  const since = lastPassAt ?? startedAt
  return { queue: now - since > JOB_PASS_OVERDUE_MS ? 'stalled' : 'running', lastPassAt: lastPass }
}

/** Forgets the state (tests). */
export function resetJobQueueState(): void {
  const held = state()
  held.startedAt = null
  held.lastPassAt = null
}
