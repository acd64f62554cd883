import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestPayload, type TestPayload } from '../support/test-payload'

let context: TestPayload
let payload: Payload

beforeAll(async () => {
  context = await startTestPayload()
  payload = context.payload
  // The first account of an installation becomes an admin: make it first, so the others keep their role.
  await staff('first-admin@candor.test', 'admin')
})

afterAll(async () => {
  await context?.stop()
})

const PASSWORD = 'correct horse battery staple'

async function staff(email: string, role: 'admin' | 'editor' | 'moderator' | 'policy-reviewer') {
  const user = await payload.create({
    collection: 'users',
    data: { email, password: PASSWORD, role },
    overrideAccess: true,
  })
  return { ...user, collection: 'users' as const }
}

/** A rich-text body of one paragraph, as the editor stores it. */
function body(text: string) {
  return {
    root: {
      type: 'root',
      direction: 'ltr' as const,
      format: '' as const,
      indent: 0,
      version: 1,
      children: [
        {
          type: 'paragraph',
          direction: 'ltr' as const,
          format: '' as const,
          indent: 0,
          version: 1,
          textFormat: 0,
          children: [{ type: 'text', text, detail: 0, format: 0, mode: 'normal', style: '', version: 1 }],
        },
      ],
    },
  }
}

const asVisitor = { overrideAccess: false, user: null } as const

describe('the first content of a fresh install', () => {
  it('publishes the article and the pages from seed/content once, and never overwrites the editors’ work', async () => {
    const { loadContentSeedIfMissing } = await import('@/features/content/server')
    expect(await loadContentSeedIfMissing(payload)).toEqual([
      'Top-3-Mistakes-Americans-Make-When-Picking-Health-Insurance',
      'terms-of-service',
      'privacy-policy',
      'contact',
    ])
    const { findArticle, findPage } = await import('@/features/content/server')
    const article = (await findArticle(payload, 'Top-3-Mistakes-Americans-Make-When-Picking-Health-Insurance'))?.doc
    expect(article).toMatchObject({ label: "Let's Be Honest", _status: 'published' })
    expect(JSON.stringify(article?.body)).toContain('9,200')
    const privacy = (await findPage(payload, 'privacy-policy'))?.doc
    expect(JSON.stringify(privacy?.body)).toContain('Consumer health data policy')

    const terms = (await findPage(payload, 'terms-of-service'))!.doc
    await payload.update({
      collection: 'pages',
      id: terms.id,
      data: { title: 'Terms, as an editor wrote them' },
      overrideAccess: true,
    })
    expect(await loadContentSeedIfMissing(payload)).toEqual([])
    expect((await findPage(payload, 'terms-of-service'))?.doc.title).toBe('Terms, as an editor wrote them')
  })

  it('saves the site’s own footer once, then shows what editors save', async () => {
    const { footerContentOf, readFooterContent, seedFooterIfEmpty } = await import('@/globals/Footer/content')
    const { DEFAULT_FOOTER_CONTENT } = await import('@/features/frame')
    expect(await seedFooterIfEmpty(payload)).toEqual(['en', 'es'])
    expect(await seedFooterIfEmpty(payload)).toEqual([])
    expect(await readFooterContent(payload)).toEqual(DEFAULT_FOOTER_CONTENT)
    const editor = await staff('footer-editor@candor.test', 'editor')
    await payload.updateGlobal({
      slug: 'footer',
      data: { notice: 'For people who live in the United States.' },
      overrideAccess: false,
      user: editor,
    })
    expect((await readFooterContent(payload)).notice).toBe('For people who live in the United States.')
    expect(footerContentOf(null)).toEqual(DEFAULT_FOOTER_CONTENT)
    const moderator = await staff('footer-moderator@candor.test', 'moderator')
    await expect(
      payload.updateGlobal({ slug: 'footer', data: { notice: 'x' }, overrideAccess: false, user: moderator }),
    ).rejects.toThrow()
  })

  it('saves the home page’s own words once, then shows what editors save', async () => {
    const { DEFAULT_HOME_CONTENT, readHomeContent, seedHomeIfEmpty } = await import('@/globals/Home/content')
    expect(await seedHomeIfEmpty(payload)).toEqual(['en', 'es'])
    expect(await seedHomeIfEmpty(payload)).toEqual([])
    expect(await readHomeContent(payload)).toEqual(DEFAULT_HOME_CONTENT)
    expect(DEFAULT_HOME_CONTENT.jobs[0]!.link).toEqual({ href: '/plans', label: 'Browse insurers by state' })
    const editor = await staff('home-editor@candor.test', 'editor')
    await payload.updateGlobal({
      slug: 'home',
      data: { heroHeading: 'Pick a plan with every figure in view' },
      overrideAccess: false,
      user: editor,
    })
    const edited = await readHomeContent(payload)
    expect(edited.heroHeading).toBe('Pick a plan with every figure in view')
    expect(edited.jobs).toEqual(DEFAULT_HOME_CONTENT.jobs)
    await expect(
      payload.updateGlobal({
        slug: 'home',
        data: { jobs: [{ title: 'Find', text: 'x', linkLabel: 'Go', linkHref: 'javascript:alert(1)' }] },
        overrideAccess: false,
        user: editor,
      }),
    ).rejects.toThrow(/invalid/)
    const moderator = await staff('home-moderator@candor.test', 'moderator')
    await expect(
      payload.updateGlobal({ slug: 'home', data: { heroHeading: 'x' }, overrideAccess: false, user: moderator }),
    ).rejects.toThrow()
  })
})

describe('content in both languages', () => {
  it('shows a page in Spanish once an editor has written it, and the English words, marked, until then', async () => {
    const { findArticle, findPage, listArticles } = await import('@/features/content/server')
    const { CONTENT_SEED_DIR, readSeedText } = await import('@/features/content/server')
    const fs = await import('node:fs')
    const seedIn = (file: string) => readSeedText(fs.readFileSync(`${CONTENT_SEED_DIR}/es/${file}`, 'utf8'))
    // The site's own pages and article come with their Spanish words.
    const contact = (await findPage(payload, 'contact', false, 'es'))!
    expect(contact.locale).toBe('es')
    expect(contact.doc.title).toBe('Contáctenos')
    expect(JSON.stringify(contact.doc.body)).toContain('CuidadoDeSalud.gov')
    expect((await findPage(payload, 'contact'))!.doc.title).toBe('Contact us')
    for (const [slug, file] of [
      ['privacy-policy', 'privacy-policy.md'],
      ['terms-of-service', 'terms-of-service.md'],
    ]) {
      const spanish = (await findPage(payload, slug!, false, 'es'))!
      expect(spanish).toMatchObject({ locale: 'es', doc: { title: seedIn(file!).title } })
    }
    expect(JSON.stringify((await findPage(payload, 'privacy-policy', false, 'es'))!.doc.body)).toContain(
      'Política de datos de salud del consumidor',
    )
    const english = (await findPage(payload, 'privacy-policy'))!
    expect(english.doc.title).toBe('Privacy Policy')
    expect(JSON.stringify(english.doc.body)).toContain('Consumer health data policy')
    const seededArticle = seedIn('top-3-mistakes.md')
    expect((await listArticles(payload, 'es')).map(({ doc, locale }) => [locale, doc.title, doc.label])).toEqual([
      ['es', seededArticle.title, 'Seamos honestos'],
    ])

    // A page an editor adds in English shows its English words in Spanish until they write them.
    const editor = await staff('spanish-editor@candor.test', 'editor')
    const added = await payload.create({
      collection: 'pages',
      data: {
        title: 'Accessibility',
        slug: 'accessibility',
        summary: 'How Candor works with assistive technology.',
        body: body('Written in English.'),
        _status: 'published',
      },
      overrideAccess: false,
      user: editor,
    })
    expect((await findPage(payload, 'accessibility', false, 'es'))!).toMatchObject({
      locale: 'en',
      doc: { title: 'Accessibility' },
    })
    await payload.update({
      collection: 'pages',
      id: added.id,
      locale: 'es',
      data: {
        title: 'Accesibilidad',
        summary: 'Cómo funciona Candor con tecnología de asistencia.',
        body: body('Texto.'),
      },
      overrideAccess: false,
      user: editor,
    })
    expect((await findPage(payload, 'accessibility', false, 'es'))!).toMatchObject({
      locale: 'es',
      doc: { title: 'Accesibilidad' },
    })
    // The English words are untouched, and an English reader never sees the Spanish ones.
    expect((await findPage(payload, 'accessibility'))!.doc.title).toBe('Accessibility')

    const slug = 'Top-3-Mistakes-Americans-Make-When-Picking-Health-Insurance'
    const article = (await findArticle(payload, slug))!.doc
    await payload.update({
      collection: 'articles',
      id: article.id,
      locale: 'es',
      data: { title: 'Tres errores al elegir un seguro', label: 'Seamos sinceros' },
      overrideAccess: false,
      user: editor,
    })
    expect((await listArticles(payload, 'es')).map(({ doc, locale }) => [locale, doc.title, doc.label])).toEqual([
      ['es', 'Tres errores al elegir un seguro', 'Seamos sinceros'],
    ])
    expect((await listArticles(payload)).map(({ doc }) => doc.label)).toEqual(["Let's Be Honest"])
  })

  it('keeps the home page and the footer in each language as editors write them', async () => {
    const { defaultHomeContent, readHomeContent } = await import('@/globals/Home/content')
    const { readFooterContent } = await import('@/globals/Footer/content')
    const { defaultFooterContent } = await import('@/features/frame')
    const { messagesFor } = await import('@/messages')
    const es = messagesFor('es')
    const home = await readHomeContent(payload, 'es')
    expect(home.heroHeading).toBe(es.home.heroHeading)
    expect(home.jobs).toEqual(defaultHomeContent(es.home).jobs)
    expect((await readFooterContent(payload, 'es')).groups).toEqual(defaultFooterContent(es.footer).groups)

    const editor = await staff('bilingual-editor@candor.test', 'editor')
    const englishHome = await readHomeContent(payload)
    await payload.updateGlobal({
      slug: 'home',
      locale: 'es',
      data: {
        heroHeading: 'Elija un plan con todas las cifras a la vista',
        jobs: [{ title: 'Buscar', text: 'Por código postal.', linkLabel: 'Ver planes', linkHref: '/plans' }],
      },
      overrideAccess: false,
      user: editor,
    })
    const edited = await readHomeContent(payload, 'es')
    expect(edited.heroHeading).toBe('Elija un plan con todas las cifras a la vista')
    expect(edited.jobs).toEqual([
      { title: 'Buscar', text: 'Por código postal.', link: { href: '/plans', label: 'Ver planes' } },
    ])
    expect(await readHomeContent(payload)).toEqual(englishHome)

    const englishFooter = await readFooterContent(payload)
    await payload.updateGlobal({
      slug: 'footer',
      locale: 'es',
      data: { groups: [{ heading: 'Ayuda', links: [{ label: 'Contáctenos', kind: 'link', href: '/contact' }] }] },
      overrideAccess: false,
      user: editor,
    })
    expect((await readFooterContent(payload, 'es')).groups).toEqual([
      { heading: 'Ayuda', links: [{ kind: 'link', label: 'Contáctenos', href: '/contact' }] },
    ])
    expect(await readFooterContent(payload)).toEqual(englishFooter)
  })
})

describe('drafts and who may edit', () => {
  it('keeps drafts from visitors and the API: they read the published version until the next publish', async () => {
    const editor = await staff('draft-editor@candor.test', 'editor')
    const page = await payload.create({
      collection: 'pages',
      data: {
        title: 'Published title',
        slug: 'draft-test',
        summary: 'A page.',
        body: body('Published text.'),
        _status: 'published',
      },
      overrideAccess: false,
      user: editor,
    })
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { title: 'Draft title', body: body('Draft text.') },
      draft: true,
      overrideAccess: false,
      user: editor,
    })
    const { findPage } = await import('@/features/content/server')
    expect((await findPage(payload, 'draft-test'))?.doc.title).toBe('Published title')
    expect((await findPage(payload, 'draft-test', true))?.doc.title).toBe('Draft title')
    const read = (draft: boolean) =>
      payload.find({ collection: 'pages', where: { slug: { equals: 'draft-test' } }, draft, ...asVisitor })
    expect((await read(false)).docs.map((doc) => doc.title)).toEqual(['Published title'])
    expect(JSON.stringify((await read(true)).docs)).not.toContain('Draft')

    const unpublished = await payload.create({
      collection: 'articles',
      data: { title: 'Not yet', slug: 'not-yet', summary: 'Soon.', body: body('Soon.') },
      draft: true,
      overrideAccess: false,
      user: editor,
    })
    expect(unpublished._status).toBe('draft')
    const { findArticle, listArticles } = await import('@/features/content/server')
    expect(await findArticle(payload, 'not-yet')).toBeNull()
    expect((await listArticles(payload)).map(({ doc }) => doc.slug)).not.toContain('not-yet')
    await expect(payload.findByID({ collection: 'articles', id: unpublished.id, ...asVisitor })).rejects.toThrow()

    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { _status: 'published' },
      overrideAccess: false,
      user: editor,
    })
    expect((await findPage(payload, 'draft-test'))?.doc.title).toBe('Draft title')
  })

  it('lets editors and admins write pages and articles; moderators, policy reviewers and visitors may not', async () => {
    const data = { title: 'T', summary: 'S', body: body('B'), _status: 'published' as const }
    for (const role of ['moderator', 'policy-reviewer'] as const) {
      const user = await staff(`${role}-writer@candor.test`, role)
      await expect(
        payload.create({ collection: 'pages', data: { ...data, slug: `by-${role}` }, overrideAccess: false, user }),
      ).rejects.toThrow()
      await expect(
        payload.create({ collection: 'articles', data: { ...data, slug: `by-${role}` }, overrideAccess: false, user }),
      ).rejects.toThrow()
    }
    await expect(
      payload.create({ collection: 'pages', data: { ...data, slug: 'by-visitor' }, ...asVisitor }),
    ).rejects.toThrow()
    const editor = await staff('writer-editor@candor.test', 'editor')
    await expect(
      payload.create({
        collection: 'users',
        data: { email: 'made-by-editor@candor.test', password: PASSWORD, role: 'admin' },
        overrideAccess: false,
        user: editor,
      }),
    ).rejects.toThrow()
    await expect(payload.find({ collection: 'users', overrideAccess: false, user: editor })).resolves.toMatchObject({
      docs: [expect.objectContaining({ email: 'writer-editor@candor.test' })],
    })
  })

  it('refuses a slug that is not an address', async () => {
    const editor = await staff('slug-editor@candor.test', 'editor')
    await expect(
      payload.create({
        collection: 'pages',
        data: { title: 'T', slug: 'not an/address', summary: 'S', body: body('B') },
        overrideAccess: false,
        user: editor,
      }),
    ).rejects.toMatchObject({
      data: {
        errors: [
          expect.objectContaining({
            path: 'slug',
            message: expect.stringMatching(/letters, digits and single hyphens/),
          }),
        ],
      },
    })
  })
})

describe('the preview link', () => {
  it('refuses anyone without the preview secret or an editor’s login, and never leaves the site', async () => {
    const { GET } = await import('@/app/(frontend)/v1/content/preview/route')
    const { livePreviewUrl, previewSecret, isPreviewSecret } = await import('@/features/content/server')
    expect(isPreviewSecret(previewSecret())).toBe(true)
    expect(isPreviewSecret('guess')).toBe(false)
    expect(isPreviewSecret(null)).toBe(false)
    const link = new URL(livePreviewUrl('/privacy-policy'))
    expect(link.pathname).toBe('/v1/content/preview')
    expect(link.searchParams.get('path')).toBe('/privacy-policy')
    // An editor writing Spanish previews the Spanish page.
    expect(new URL(livePreviewUrl('/privacy-policy', 'es')).searchParams.get('path')).toBe('/es/privacy-policy')

    const ask = (query: string, headers: Record<string, string> = {}) =>
      GET(new Request(`http://localhost/v1/content/preview?${query}`, { headers }))
    const secret = encodeURIComponent(previewSecret())
    expect((await ask('path=/privacy-policy&secret=wrong')).status).toBe(403)
    expect((await ask(`path=//evil.example&secret=${secret}`)).status).toBe(403)
    expect((await ask(`path=https://evil.example&secret=${secret}`)).status).toBe(403)
    // The secret alone, without an editor's admin login, shows no draft.
    expect((await ask(`path=/privacy-policy&secret=${secret}`)).status).toBe(403)
    const moderator = await staff('preview-moderator@candor.test', 'moderator')
    const login = await payload.login({ collection: 'users', data: { email: moderator.email, password: PASSWORD } })
    const asModerator = await ask(`path=/privacy-policy&secret=${secret}`, { cookie: `payload-token=${login.token}` })
    expect(asModerator.status).toBe(403)
  })
})
