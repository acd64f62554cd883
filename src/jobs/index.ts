import { randomUUID } from 'node:crypto'

import type { JobsConfig, Payload } from 'payload'

import { can } from '../access/permissions'
import {
  deleteOldMail,
  deliverDueMail,
  expireDeliveredMailBodies,
  KEEP_DELIVERED_BODY_DAYS,
  KEEP_MAIL_DAYS,
} from '../platform/mail-queue.server'
import { noteJobPass } from '../lib/job-queue-state'
import { redisClient, redisReady } from '../lib/redis'

import {
  continueAllSending,
  deleteUnconfirmedSubscribers,
  UNCONFIRMED_SUBSCRIBER_DAYS,
} from '../features/newsletter/server'
import { deleteExpiredReports, UNATTACHED_REPORT_DAYS } from '../features/reports/server'
import { refreshAllResponsiveness, sendInsurerDigests } from '../features/insurers/server'

/** The queue of Candor's recurring upkeep. */
export const MAINTENANCE_QUEUE = 'maintenance'

/** How many due jobs one pass runs. */
const JOBS_PER_PASS = 20

/**
 * Background work, on Payload's jobs queue (jobs are rows in the database, so a restart
 * loses none). Payload's own `autoRun` passes over the queues every minute, in the process
 * that asked for it (the web server, through `startJobQueue` in src/server/app-services.ts):
 * on the instance whose turn it is, `takeTurnAndSchedule` frees what a stopped server left
 * running and enqueues what a schedule says is due, then Payload runs what is due.
 */
export const jobs: JobsConfig = {
  autoRun: [{ cron: '* * * * *', allQueues: true, limit: JOBS_PER_PASS, disableScheduling: true }],
  // Each minute's pass begins here: readiness reports when the last one did.
  shouldAutoRun: (payload) => {
    noteJobPass()
    return takeTurnAndSchedule(payload)
  },
  tasks: [
    {
      slug: 'deliverMail',
      label: 'Deliver the mail waiting in the outbox',
      retries: 0,
      schedule: [{ cron: '* * * * *', queue: MAINTENANCE_QUEUE }],
      outputSchema: [
        { name: 'sent', type: 'number', required: true },
        { name: 'failed', type: 'number', required: true },
      ],
      handler: async ({ req }) => ({ output: await deliverDueMail(req.payload) }),
    },
    {
      slug: 'sendNewsletterIssues',
      label: 'Carry on sending the newsletter issues being sent',
      retries: 0,
      schedule: [{ cron: '* * * * *', queue: MAINTENANCE_QUEUE }],
      outputSchema: [{ name: 'finished', type: 'number', required: true }],
      handler: async ({ req }) => ({ output: { finished: await continueAllSending(req.payload) } }),
    },
    {
      // The mail's whole retention in one task: a task of its own would add a value to the jobs
      // table's task column, which takes a migration.
      slug: 'deleteOldMail',
      label: `Empty delivered mail after ${KEEP_DELIVERED_BODY_DAYS} days; delete sent mail after ${KEEP_MAIL_DAYS}`,
      retries: 3,
      schedule: [{ cron: '50 3 * * *', queue: MAINTENANCE_QUEUE }],
      outputSchema: [
        { name: 'deleted', type: 'number', required: true },
        { name: 'emptied', type: 'number', required: true },
      ],
      handler: async ({ req }) => {
        const deleted = await deleteOldMail(req.payload)
        return { output: { deleted, emptied: await expireDeliveredMailBodies(req.payload) } }
      },
    },
    {
      slug: 'deleteExpiredReports',
      label: `Delete visitors' reports unchanged for ${UNATTACHED_REPORT_DAYS} days`,
      retries: 3,
      schedule: [{ cron: '30 3 * * *', queue: MAINTENANCE_QUEUE }],
      outputSchema: [{ name: 'deleted', type: 'number', required: true }],
      handler: async ({ req }) => ({ output: { deleted: await deleteExpiredReports(req.payload) } }),
    },
    {
      slug: 'deleteUnconfirmedSubscribers',
      label: `Delete newsletter addresses not confirmed within ${UNCONFIRMED_SUBSCRIBER_DAYS} days`,
      retries: 3,
      schedule: [{ cron: '40 3 * * *', queue: MAINTENANCE_QUEUE }],
      outputSchema: [{ name: 'deleted', type: 'number', required: true }],
      handler: async ({ req }) => ({ output: { deleted: await deleteUnconfirmedSubscribers(req.payload) } }),
    },
    {
      slug: 'refreshInsurerResponsiveness',
      label: 'Work out each insurer’s reply rate over the last 12 months again',
      retries: 3,
      schedule: [{ cron: '20 3 * * *', queue: MAINTENANCE_QUEUE }],
      outputSchema: [{ name: 'issuers', type: 'number', required: true }],
      handler: async ({ req }) => ({ output: { issuers: await refreshAllResponsiveness(req.payload) } }),
    },
    {
      slug: 'sendInsurerDigests',
      label: 'Mail each insurer account its daily digest of new private notes',
      retries: 0,
      // 8 a.m. in New York in winter (7 a.m. in summer).
      schedule: [{ cron: '0 13 * * *', queue: MAINTENANCE_QUEUE }],
      outputSchema: [{ name: 'sent', type: 'number', required: true }],
      handler: async ({ req }) => ({ output: { sent: await sendInsurerDigests(req.payload) } }),
    },
  ],
  // Finished upkeep leaves no rows behind; a failed one stays in the database.
  deleteJobOnComplete: true,
  // Payload lets any signed-in account queue, run or cancel jobs over its API; at Candor only
  // admins may (members and other staff never).
  access: {
    queue: ({ req }) => can(req.user, 'jobs.manage'),
    run: ({ req }) => can(req.user, 'jobs.manage'),
    cancel: ({ req }) => can(req.user, 'jobs.manage'),
  },
}

/**
 * A job marked as running this long ago was running on a server that stopped (every task is
 * safe to run twice, so one taken for stopped while still running sends nothing twice).
 */
const STALE_JOB_MS = 5 * 60_000

/** Whether this process has made its first pass of the queues since it started. */
let passedOnce = false

const JOBS_LOCK_KEY = 'candor:jobs:turn'
/** How long a pass waits for a Redis connection still opening before it runs as if alone. */
const TURN_CONNECT_WAIT_MS = 2_000
const INSTANCE = randomUUID()

/**
 * With several instances sharing Redis, one pass of the queues a minute runs on one of them:
 * the first to take the minute's lock. Every task is also safe to run twice (mail and issues
 * are claimed row by row, retention deletes are idempotent), so should Redis not answer,
 * each instance runs its pass.
 */
async function isThisInstancesTurn(): Promise<boolean> {
  const redis = redisClient()
  if (!redis) return true
  try {
    // A connection still opening refuses commands (it keeps no offline queue): when the turn is
    // the process's first use of Redis, wait for it a moment rather than take the turn blind.
    if (redis.status !== 'ready') {
      await Promise.race([
        redisReady(redis),
        new Promise((resolve) => setTimeout(resolve, TURN_CONNECT_WAIT_MS).unref()),
      ])
    }
    return (await redis.set(JOBS_LOCK_KEY, INSTANCE, 'PX', 50_000, 'NX')) === 'OK'
  } catch {
    return true
  }
}

/**
 * Readies one pass of the queues, when it is this instance's turn (answers whether it is):
 * frees jobs a stopped server left marked as running (Payload would otherwise never
 * schedule their task again) and enqueues what the schedules say is due. A lone instance
 * (no Redis, so no other instance) frees them all on its first pass: whatever was running
 * then ran in a process that is gone, and the mail it was delivering must not wait for the
 * stale window. Scheduling waits for the turn, so that two instances never enqueue one
 * schedule twice; Payload's own scheduling before the turn is therefore switched off
 * (`disableScheduling`).
 */
export async function takeTurnAndSchedule(payload: Payload): Promise<boolean> {
  if (!(await isThisInstancesTurn())) return false
  const alone = !passedOnce && !redisClient()
  passedOnce = true
  // Row by row in the adapter (the jobs' only hook keeps a cancelled job stopped, as this does):
  // Payload's bulk update would send its rows' queries at once on one PostgreSQL connection.
  await payload.db.updateMany({
    collection: 'payload-jobs',
    returning: false,
    where: {
      and: [
        { processing: { equals: true } },
        ...(alone ? [] : [{ updatedAt: { less_than: new Date(Date.now() - STALE_JOB_MS).toISOString() } }]),
      ],
    },
    data: { processing: false },
  })
  await payload.jobs.handleSchedules({ allQueues: true })
  return true
}

/** One pass of the queues now, as Payload's `autoRun` makes it each minute. */
export async function runDueJobs(payload: Payload): Promise<void> {
  if (await takeTurnAndSchedule(payload)) await payload.jobs.run({ allQueues: true, limit: JOBS_PER_PASS })
}
