import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { storageProblemOf } from './storage'
import { z } from '@/lib/zod'

/**
 * Every setting Candor reads from the environment, validated once.
 * A missing or malformed value stops start-up with a message that names it.
 */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value))

const rawSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 65535')
    .max(65535, 'must be between 1 and 65535')
    .default(3000),
  DATABASE_URL: z
    .string()
    .default('file:./data/candor.db')
    .refine(
      (value) => /^file:.+/.test(value) || /^postgres(ql)?:\/\/.+/.test(value),
      'must be file:<path> for SQLite or postgres://… for PostgreSQL',
    ),
  PAYLOAD_SECRET: optionalString.refine(
    (value) => value === undefined || value.length >= 32,
    'must be at least 32 characters',
  ),
  SITE_URL: optionalString.refine(
    (value) => value === undefined || /^https?:\/\/[^\s/]+/.test(value),
    'must be an absolute http(s) address such as https://candor.example',
  ),
  ALLOWED_ORIGINS: optionalString.refine(
    (value) =>
      value === undefined ||
      value.split(',').every((origin) => /^https?:\/\/[^\s/]+$/.test(origin.trim().replace(/\/+$/, ''))),
    'must be a comma-separated list of origins such as https://admin.candor.example,http://10.0.0.5:3000',
  ),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  DATA_DIR: z.string().default('data'),
  REDIS_URL: optionalString.refine(
    (value) => value === undefined || /^rediss?:\/\/.+/.test(value),
    'must be redis://… or rediss://…',
  ),
  SMTP_URL: optionalString.refine(
    (value) => value === undefined || /^smtps?:\/\/.+/.test(value),
    'must be smtp://… or smtps://… (user and password in the address when needed)',
  ),
  EMAIL_FROM: optionalString.refine(
    (value) => value === undefined || /^(?:[^<>]+<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/.test(value),
    'must be an address such as Candor <hello@candor.example>',
  ),
  // Third-party measurement (PRODUCT.md §6 point 6): each loads only when its id is set, and
  // only after the visitor agrees.
  ANALYTICS_ID: optionalString.refine(
    (value) => value === undefined || /^G-[A-Z0-9]{4,16}$/.test(value),
    'must be a Google Analytics 4 measurement id such as G-AB12CD34EF',
  ),
  TAG_MANAGER_ID: optionalString.refine(
    (value) => value === undefined || /^GTM-[A-Z0-9]{4,12}$/.test(value),
    'must be a Google Tag Manager container id such as GTM-AB12CD3',
  ),
  SESSION_RECORDING_ID: optionalString.refine(
    (value) => value === undefined || /^[a-z0-9]{6,16}$/.test(value),
    'must be a Microsoft Clarity project id such as abcd1234ef (lower-case letters and digits)',
  ),
  AD_PIXEL_ID: optionalString.refine(
    (value) => value === undefined || /^[0-9]{6,20}$/.test(value),
    'must be a Meta pixel id (digits only) such as 123456789012345',
  ),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0', ''], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  // How long a message claimed for delivery may wait for its outcome before another run takes
  // its sender for stopped (a slow mail server must not get a message twice).
  MAIL_STALE_AFTER_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int('must be a whole number of seconds')
    .min(10, 'must be at least 10 seconds')
    .default(600),
  // The CMS Marketplace API (product brief §14): off without a key. The key is the operator's
  // secret: it stays on the server and is never written to a log.
  MARKETPLACE_API_KEY: optionalString.refine(
    (value) => value === undefined || /^[A-Za-z0-9_-]{8,128}$/.test(value),
    'must be the key CMS issued (letters, digits, - and _)',
  ),
  MARKETPLACE_API_URL: z
    .string()
    .default('https://marketplace.api.healthcare.gov/api/v1')
    .refine((value) => /^https?:\/\/[^\s]+$/.test(value), 'must be an absolute http(s) address')
    .transform((value) => value.replace(/\/+$/, '')),
  // Creating a missing PostgreSQL database is a choice made once, never the result of a typo.
  CREATE_DATABASE: z
    .enum(['true', 'false', '1', '0', ''], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
})

export type DatabaseKind = 'sqlite' | 'postgres'

export type Env = {
  nodeEnv: 'development' | 'production' | 'test'
  isProduction: boolean
  port: number
  databaseUrl: string
  databaseKind: DatabaseKind
  /** Absolute path of the SQLite file, when the database is SQLite. */
  sqlitePath: string | undefined
  payloadSecret: string
  siteUrl: string
  /**
   * The origins staff may use the admin from: the site's own, its loopback twins when the
   * site runs on this machine (localhost, 127.0.0.1, [::1]), and ALLOWED_ORIGINS.
   */
  allowedOrigins: string[]
  logLevel: (typeof LOG_LEVELS)[number]
  dataDir: string
  /**
   * The shared fast store of several instances (rate limits); without it, one instance keeps
   * them in its own memory.
   */
  redisUrl: string | undefined
  /** Where mail goes: an SMTP server, or (undefined) the outbox staff read in the admin. */
  smtpUrl: string | undefined
  emailFrom: string
  /** Behind a reverse proxy: take the client's address from the last X-Forwarded-For entry. */
  trustProxy: boolean
  /** How long a claimed message waits for its outcome before it counts as interrupted. */
  mailStaleAfterMs: number
  /** PostgreSQL: create the database named in DATABASE_URL when it does not exist (`CREATE_DATABASE=true`). */
  createDatabase: boolean
  /** The CMS Marketplace API: its address, and the key (undefined: the API is off). */
  marketplace: { apiKey: string | undefined; apiUrl: string }
  /** The ids of the third-party measurement to offer, each undefined when not configured. */
  measurement: { analyticsId?: string; tagManagerId?: string; sessionRecordingId?: string; adPixelId?: string }
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ConfigError'
  }
}

type LocalSecrets = { payloadSecret: string }

/**
 * With the embedded database, secrets are generated on first start and kept under the
 * data directory, so a fresh checkout runs without any setup. The file is created
 * exclusively, so two processes starting together agree on one secret.
 */
function readOrCreateLocalSecrets(dataDir: string): LocalSecrets {
  const file = path.join(dataDir, 'secrets.json')
  const fresh: LocalSecrets = { payloadSecret: randomBytes(32).toString('hex') }
  try {
    fs.mkdirSync(dataDir, { recursive: true })
    fs.writeFileSync(file, JSON.stringify(fresh, null, 2) + '\n', { flag: 'wx', mode: 0o600 })
    return fresh
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
      // Said in words: which setting chose the folder, and what to do (not a bare EROFS).
      const problem = storageProblemOf(dataDir)
      if (problem && !fs.existsSync(file)) throw new ConfigError(problem)
      if (!fs.existsSync(file)) throw error
    }
  }
  const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LocalSecrets>
  if (typeof stored.payloadSecret !== 'string' || stored.payloadSecret.length < 32) {
    throw new ConfigError(`${file} is damaged: payloadSecret is missing. Remove the file to generate new secrets.`)
  }
  return { payloadSecret: stored.payloadSecret }
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = rawSchema.safeParse(source)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid configuration. ${problems.join('; ')}`)
  }
  const raw = result.data
  const databaseKind: DatabaseKind = raw.DATABASE_URL.startsWith('file:') ? 'sqlite' : 'postgres'
  const dataDir = path.resolve(raw.DATA_DIR)

  let payloadSecret = raw.PAYLOAD_SECRET
  if (!payloadSecret) {
    if (databaseKind === 'postgres') {
      throw new ConfigError(
        'Invalid configuration. PAYLOAD_SECRET: is required when DATABASE_URL points to PostgreSQL (at least 32 characters)',
      )
    }
    payloadSecret = readOrCreateLocalSecrets(dataDir).payloadSecret
  }

  const siteUrl = (raw.SITE_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, '')
  const sqlitePath = databaseKind === 'sqlite' ? path.resolve(raw.DATABASE_URL.slice('file:'.length)) : undefined

  return {
    nodeEnv: raw.NODE_ENV,
    isProduction: raw.NODE_ENV === 'production',
    port: raw.PORT,
    databaseUrl: raw.DATABASE_URL,
    databaseKind,
    sqlitePath,
    payloadSecret,
    siteUrl,
    allowedOrigins: allowedOriginsFor(siteUrl, raw.ALLOWED_ORIGINS),
    logLevel: raw.LOG_LEVEL,
    dataDir,
    trustProxy: raw.TRUST_PROXY,
    createDatabase: raw.CREATE_DATABASE,
    mailStaleAfterMs: raw.MAIL_STALE_AFTER_SECONDS * 1000,
    measurement: {
      analyticsId: raw.ANALYTICS_ID,
      tagManagerId: raw.TAG_MANAGER_ID,
      sessionRecordingId: raw.SESSION_RECORDING_ID,
      adPixelId: raw.AD_PIXEL_ID,
    },
    redisUrl: raw.REDIS_URL,
    marketplace: { apiKey: raw.MARKETPLACE_API_KEY, apiUrl: raw.MARKETPLACE_API_URL },
    smtpUrl: raw.SMTP_URL,
    emailFrom: raw.EMAIL_FROM ?? 'Candor <no-reply@candor.example>',
  }
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]']

/** The site's origin, its loopback twins when it is served on loopback, and the listed extras. */
export function allowedOriginsFor(siteUrl: string, extra: string | undefined): string[] {
  const site = new URL(siteUrl)
  const origins = [site.origin]
  if (LOOPBACK_HOSTS.includes(site.hostname)) {
    for (const host of LOOPBACK_HOSTS) origins.push(`${site.protocol}//${host}${site.port ? `:${site.port}` : ''}`)
  }
  for (const origin of (extra ?? '').split(',')) {
    if (origin.trim()) origins.push(new URL(origin.trim()).origin)
  }
  return [...new Set(origins)]
}

let cached: Env | undefined

/** The validated environment of this process. */
export function getEnv(): Env {
  cached ??= parseEnv()
  return cached
}
