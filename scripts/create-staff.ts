/**
 * Creates a staff account, or updates the password and role of an existing one.
 *   npm run create-staff -- --email E --password P --role R
 */
import { parseArgs } from 'node:util'

import { z } from '../src/lib/zod'

import { STAFF_ROLES } from '../src/access/roles'
import { closeDatabase } from '../src/lib/database'

import { untilSettled } from './keep-alive'

const argsSchema = z.object({
  email: z.email('--email must be an email address'),
  password: z.string().min(12, '--password must be at least 12 characters'),
  role: z.enum(STAFF_ROLES, { error: `--role must be one of: ${STAFF_ROLES.join(', ')}` }),
  name: z.string().max(120).optional(),
})

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      name: { type: 'string' },
    },
  })
  const parsed = argsSchema.safeParse(values)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) console.error(issue.message)
    console.error('Usage: npm run create-staff -- --email E --password P --role R [--name N]')
    process.exit(2)
  }
  const { email, password, role, name } = parsed.data

  const { getPayload } = await import('payload')
  const { default: config } = await import('../src/payload.config')
  const payload = await getPayload({ config })
  try {
    await payload.db.migrate()
    const existing = await payload.find({
      collection: 'users',
      where: { email: { equals: email.toLowerCase() } },
      limit: 1,
      overrideAccess: true,
    })
    const current = existing.docs[0]
    if (current) {
      await payload.update({
        collection: 'users',
        id: current.id,
        data: { password, role, ...(name ? { name } : {}) },
        overrideAccess: true,
      })
      // A reset password also lifts any lock-out from failed logins.
      // Unlocking reads only the email; the generated type also names the password, set above.
      await payload.unlock({ collection: 'users', data: { email, password }, overrideAccess: true })
      console.log(`Updated staff account ${email} (${role}).`)
    } else {
      await payload.create({
        collection: 'users',
        data: { email, password, role, ...(name ? { name } : {}) },
        overrideAccess: true,
      })
      console.log(`Created staff account ${email} (${role}).`)
    }
  } finally {
    await closeDatabase(payload)
  }
}

untilSettled(main).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
