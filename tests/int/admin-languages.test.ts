import { createLocalReq, getLocalI18n, type Field, type Payload, type PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestPayload, type TestPayload } from '../support/test-payload'

let context: TestPayload
let payload: Payload

beforeAll(async () => {
  context = await startTestPayload()
  payload = context.payload
})

afterAll(async () => {
  await context?.stop()
})

/** A text the admin shows: Payload's own (a function of its translations) or ours in both languages. */
function problemWith(text: unknown): string | null {
  if (typeof text === 'function') return null
  if (text && typeof text === 'object') {
    const { en, es } = text as Record<string, unknown>
    if (typeof en !== 'string' || en.trim() === '') return 'no English'
    if (typeof es !== 'string' || es.trim() === '') return 'no Spanish'
    return null
  }
  return text === undefined ? 'missing' : `one language only: ${JSON.stringify(text)}`
}

/** Every text of a list of fields that a staff member can see, with its path, and what is wrong with it. */
function fieldProblems(fields: Field[], prefix: string): string[] {
  return fields.flatMap((field) => {
    const name = 'name' in field ? field.name : undefined
    const path = name ? `${prefix}.${name}` : prefix
    const admin = (field.admin ?? {}) as { hidden?: boolean; disabled?: boolean }
    // A field staff never see, and the fields inside it, need no words.
    if (admin.hidden || admin.disabled || ('hidden' in field && field.hidden === true)) return []
    const problems: string[] = []
    // Fields Payload adds itself (its timestamps, drafts' status); its auth fields carry its own translations.
    const own = !['id', 'createdAt', 'updatedAt', '_status'].includes(name ?? '')
    if (own && (name || field.type === 'collapsible') && 'label' in field && field.label !== false) {
      const problem = problemWith(field.label)
      if (problem) problems.push(`${path} label: ${problem}`)
    }
    if (own && name && !('label' in field)) problems.push(`${path} label: missing`)
    const description = field.admin && 'description' in field.admin ? field.admin.description : undefined
    if (description !== undefined) {
      const problem = problemWith(description)
      if (problem) problems.push(`${path} description: ${problem}`)
    }
    if ('options' in field && Array.isArray(field.options)) {
      for (const option of field.options) {
        const problem = typeof option === 'string' ? 'a bare value' : problemWith(option.label)
        if (problem) problems.push(`${path} option ${typeof option === 'string' ? option : option.value}: ${problem}`)
      }
    }
    if ('fields' in field && Array.isArray(field.fields)) problems.push(...fieldProblems(field.fields, path))
    if ('tabs' in field) for (const tab of field.tabs) problems.push(...fieldProblems(tab.fields, path))
    return problems
  })
}

const CANDOR_COLLECTIONS = [
  'users',
  'members',
  'reviews',
  'review-reports',
  'moderation-events',
  'reports',
  'care-lists',
  'outbox',
  'pages',
  'articles',
  'media',
  'contact-messages',
  'subscribers',
  'newsletter-issues',
]

const CANDOR_GLOBALS = ['home', 'footer', 'site-settings']

async function requestIn(language: 'en' | 'es'): Promise<PayloadRequest> {
  const i18n = await getLocalI18n({ config: payload.config, language })
  return createLocalReq({ req: { i18n } }, payload)
}

describe('the admin in English and Spanish', () => {
  it('offers Payload’s own screens in both languages', () => {
    expect(Object.keys(payload.config.i18n.supportedLanguages).sort()).toEqual(['en', 'es'])
  })

  it('names every collection, global, group, field, help text and choice in both languages', () => {
    const problems: string[] = []
    for (const collection of payload.config.collections.filter(({ slug }) => CANDOR_COLLECTIONS.includes(slug))) {
      for (const [key, text] of Object.entries(collection.labels)) {
        const problem = problemWith(text)
        if (problem) problems.push(`${collection.slug} ${key}: ${problem}`)
      }
      for (const [key, text] of Object.entries({
        group: collection.admin.group,
        description: collection.admin.description,
      })) {
        const problem = text === undefined ? null : problemWith(text)
        if (problem) problems.push(`${collection.slug} ${key}: ${problem}`)
      }
      problems.push(...fieldProblems(collection.fields, collection.slug))
    }
    for (const global of payload.config.globals.filter(({ slug }) => CANDOR_GLOBALS.includes(slug))) {
      const labelProblem = problemWith(global.label)
      if (labelProblem) problems.push(`${global.slug} label: ${labelProblem}`)
      const groupProblem = problemWith(global.admin.group)
      if (groupProblem) problems.push(`${global.slug} group: ${groupProblem}`)
      problems.push(...fieldProblems(global.fields, global.slug))
    }
    expect(problems).toEqual([])
  })

  it('writes the admin’s Spanish words, not the English ones again', () => {
    const reviews = payload.config.collections.find(({ slug }) => slug === 'reviews')!
    expect(reviews.labels.plural).toEqual({ en: 'Reviews', es: 'Reseñas' })
    const status = reviews.fields.find((field) => 'name' in field && field.name === 'status')
    expect(status && 'options' in status ? status.options[1] : null).toEqual({
      value: 'published',
      label: { en: 'Published', es: 'Publicada' },
    })
  })

  it('refuses an editor’s bad link in the language of their admin, and keeps the footer as it was', async () => {
    const admin = await payload.create({
      collection: 'users',
      data: { email: 'words-admin@example.com', password: 'a long enough password', role: 'admin' },
    })
    const before = await payload.findGlobal({ slug: 'footer' })
    const badSocial = [{ network: 'facebook' as const, label: 'Facebook', href: 'http://example.com' }]
    for (const [language, message] of [
      ['es', 'Use una dirección https://.'],
      ['en', 'Use an https:// address.'],
    ] as const) {
      const req = await requestIn(language)
      req.user = { ...admin, collection: 'users' }
      await expect(
        payload.updateGlobal({ slug: 'footer', data: { social: badSocial }, req, overrideAccess: false }),
      ).rejects.toMatchObject({ data: { errors: expect.arrayContaining([expect.objectContaining({ message })]) } })
    }
    expect((await payload.findGlobal({ slug: 'footer' })).social).toEqual(before.social)
  })

  it('tells a staff member in Spanish that the audit trail cannot be changed, and keeps the entry', async () => {
    const event = await payload.create({
      collection: 'moderation-events',
      data: { reviewRef: 1, action: 'reported', reason: 'advertising' },
    })
    await expect(
      payload.delete({ collection: 'moderation-events', id: event.id, req: await requestIn('es') }),
    ).rejects.toThrow('El registro de moderación no se puede cambiar.')
    expect((await payload.findByID({ collection: 'moderation-events', id: event.id })).action).toBe('reported')
  })
})
