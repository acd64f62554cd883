import { createHmac } from 'node:crypto'

import { getEnv } from '@/lib/env'
import { getLogger } from '@/lib/logger'
import { redisClient } from '@/lib/redis'

/**
 * HealthCare.gov's answers for a household, kept a while (product brief §14): a second ask of
 * the same household and year does not reach the API. Shared through Redis when REDIS_URL is
 * set, else in this instance's memory. The key is a keyed hash of the household: income and
 * ages are never a key in clear, and the hash cannot be reversed by trying every income
 * without the site's secret.
 */

export const PLANS_CACHE_SECONDS = 10 * 60
/** Households one instance keeps in memory; the oldest go first. */
const MEMORY_ENTRIES = 300
const PREFIX = 'candor:marketplace:'

/** In memory, an answer is kept as read (never changed by its readers), so a hit costs no parsing. */
type Entry = { value: unknown; expires: number }
const memory = new Map<string, Entry>()
let redisDown = false

/** The cache key of a question: a keyed hash of its normalised form. */
export function cacheKeyOf(kind: string, question: unknown): string {
  const digest = createHmac('sha256', getEnv().payloadSecret)
    .update(`${kind}\n${JSON.stringify(question)}`)
    .digest('hex')
  return `${PREFIX}${kind}:${digest}`
}

function readMemory(key: string, now: number): unknown {
  const entry = memory.get(key)
  if (!entry) return null
  if (entry.expires <= now) {
    memory.delete(key)
    return null
  }
  return entry.value
}

function writeMemory(key: string, value: unknown, seconds: number, now: number) {
  memory.delete(key)
  memory.set(key, { value, expires: now + seconds * 1000 })
  while (memory.size > MEMORY_ENTRIES) memory.delete(memory.keys().next().value!)
}

function noteRedis(error: unknown) {
  if (redisDown) return
  redisDown = true
  getLogger().warn(
    { err: error instanceof Error ? error.message : String(error) },
    'plan answers kept in memory: Redis did not answer',
  )
}

export async function readCached<T>(key: string, now = Date.now()): Promise<T | null> {
  const redis = redisClient()
  if (!redis) return readMemory(key, now) as T | null
  let text: string | null
  try {
    text = await redis.get(key)
    redisDown = false
  } catch (error) {
    noteRedis(error)
    return readMemory(key, now) as T | null
  }
  if (text === null) return null
  try {
    return JSON.parse(text) as T
  } catch {
    return null
  }
}

export async function writeCached(key: string, value: unknown, seconds = PLANS_CACHE_SECONDS, now = Date.now()) {
  const redis = redisClient()
  if (redis) {
    try {
      await redis.set(key, JSON.stringify(value), 'EX', seconds)
      return
    } catch (error) {
      noteRedis(error)
    }
  }
  writeMemory(key, value, seconds, now)
}

/** Empties this instance's memory (tests). */
export function clearMemoryCache() {
  memory.clear()
}
