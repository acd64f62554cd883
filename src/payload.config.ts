import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { en as adminEnglish } from '@payloadcms/translations/languages/en'
import { es as adminSpanish } from '@payloadcms/translations/languages/es'
import { buildConfig, type DatabaseAdapterObj } from 'payload'

import { withStaffOnlyLocks } from './access/document-locks'
import { shownToInsurersOnly } from './access/insurer'
import { Articles } from './collections/Articles'
import { CareLists } from './collections/CareLists'
import { ContactMessages } from './collections/ContactMessages'
import { Media } from './collections/Media'
import { Members } from './collections/Members'
import { ModerationEvents } from './collections/ModerationEvents'
import { NewsletterIssues } from './collections/NewsletterIssues'
import { Outbox } from './collections/Outbox'
import { Pages } from './collections/Pages'
import { Reports } from './collections/Reports'
import { ReviewReports } from './collections/ReviewReports'
import { HandledNotes } from './collections/HandledNotes'
import { ReviewReplies } from './collections/ReviewReplies'
import { InsurerEvents } from './collections/InsurerEvents'
import { Subscribers } from './collections/Subscribers'
import { Users } from './collections/Users'
import { collectionInEachLanguage, globalInEachLanguage, inEachLanguage } from '@/platform/staff-words'
import { MEASUREMENT_TABLES } from './features/measurement/server'
import { INSURER_TABLES, insurersOfReviews } from './features/insurers/server'
import { MODERATION_TABLES, moderationOfReviews } from './features/moderation/server'
import { MARKET_TABLES } from './features/plans/server'
import { REVIEW_TABLES, reviewsCollection } from './features/reviews/server'
import { Footer } from './globals/Footer'
import { Home } from './globals/Home'
import { SiteSettings } from './globals/SiteSettings'
import { jobs } from './jobs'
import { MIGRATION_DIRS, watchPoolErrors } from './lib/database'
import { addRawTables } from './lib/raw-tables'
import { candorEmailAdapter } from './platform/email-adapter.server'
import { getEnv, type Env } from './lib/env'
import { messages } from './messages'
import { DEFAULT_LOCALE, LOCALES } from './lib/i18n'
import { getLogger } from './lib/logger'

/** Candor's own tables beside the collections: marketplace data and aggregate rows. */
const addCandorTables = addRawTables({
  ...MARKET_TABLES,
  ...REVIEW_TABLES,
  ...MODERATION_TABLES,
  ...MEASUREMENT_TABLES,
  ...INSURER_TABLES,
})

function databaseAdapter(env: Env): DatabaseAdapterObj {
  if (env.databaseKind === 'postgres') {
    return postgresAdapter({
      pool: { connectionString: env.databaseUrl, max: 10 },
      migrationDir: MIGRATION_DIRS.postgres,
      // The schema changes only through committed migrations, never by a silent push.
      push: false,
      // A database that does not exist stops the start (a misspelt name must not start an empty
      // site); it is created only when asked for with CREATE_DATABASE=true.
      disableCreateDatabase: !env.createDatabase,
      beforeSchemaInit: [addCandorTables],
    })
  }
  fs.mkdirSync(path.dirname(env.sqlitePath!), { recursive: true })
  return sqliteAdapter({
    client: { url: `file:${env.sqlitePath}` },
    migrationDir: MIGRATION_DIRS.sqlite,
    push: false,
    beforeSchemaInit: [addCandorTables],
    wal: true,
    busyTimeout: 5000,
  })
}

const env = getEnv()

// The admin's document locks follow Candor's access rules, not Payload's defaults.
export default buildConfig({
  secret: env.payloadSecret,
  serverURL: env.siteUrl,
  // Staff requests that carry the session cookie must come from one of the site's origins
  // (Payload's CSRF check); the admin may be opened at any of them.
  csrf: env.allowedOrigins,
  cors: env.allowedOrigins,
  db: databaseAdapter(env),
  collections: [
    Users,
    Members,
    reviewsCollection(moderationOfReviews, insurersOfReviews),
    ReviewReports,
    ModerationEvents,
    HandledNotes,
    ReviewReplies,
    InsurerEvents,
    Reports,
    CareLists,
    Outbox,
    Pages,
    Articles,
    Media,
    ContactMessages,
    Subscribers,
    NewsletterIssues,
  ]
    .map(collectionInEachLanguage)
    // Replies and handled marks are made in the inbox: an insurer's navigation leads there,
    // not to their raw records and their "Create new" buttons.
    .map(shownToInsurersOnly(['reviews', 'users'])),
  globals: [Home, Footer, SiteSettings].map(globalInEachLanguage).map(shownToInsurersOnly([])),
  // Staff read the admin in English or Spanish: Payload's own screens in its translations,
  // Candor's collections, fields, views and messages from the catalogue. Payload follows the
  // language a staff member chose in their account, else their browser's.
  i18n: {
    supportedLanguages: { en: adminEnglish, es: adminSpanish },
    fallbackLanguage: DEFAULT_LOCALE,
  },
  // Editors write the home page, the footer, pages, articles and newsletter issues in both of
  // the site's languages (docs/decisions/012-languages.md). A request that names no language
  // reads and writes English. The site's own reads never fall back: a Spanish page without its
  // Spanish text says so and offers the English one (they ask with `fallbackLocale: false`,
  // as the admin's edit view does).
  localization: {
    locales: LOCALES.map((code) => ({ code, label: inEachLanguage((words) => words.staffFields.languages[code]) })),
    defaultLocale: DEFAULT_LOCALE,
    fallback: true,
  },
  editor: lexicalEditor(),
  email: candorEmailAdapter(env),
  jobs,
  admin: {
    user: Users.slug,
    avatar: 'default',
    meta: { titleSuffix: messages.staff.adminTitleSuffix },
    // Component paths such as '/features/…' are relative to src/.
    importMap: { baseDir: path.dirname(fileURLToPath(import.meta.url)) },
    components: {
      // An insurer lands on its inbox, not on the collections' cards.
      beforeDashboard: ['/features/insurers/components/insurer-landing#InsurerLanding'],
      afterNavLinks: [
        '/features/moderation/components/moderation-nav-links#ModerationNavLinks',
        '/features/measurement/components/measurement-nav-links#MeasurementNavLinks',
        '/features/insurers/components/insurer-nav-links#InsurerNavLinks',
      ],
      views: {
        moderationQueue: {
          Component: '/features/moderation/components/moderation-queue-view#ModerationQueueView',
          path: '/moderation',
          exact: true,
          meta: { title: messages.staff.queueTitle },
        },
        moderationFigures: {
          Component: '/features/moderation/components/moderation-figures-view#ModerationFiguresView',
          path: '/moderation/figures',
          exact: true,
          meta: { title: messages.staff.figuresTitle },
        },
        insurerInbox: {
          Component: '/features/insurers/components/insurer-inbox-view#InsurerInboxView',
          path: '/inbox',
          exact: true,
          meta: { title: messages.insurerInbox.title },
        },
        pageViews: {
          Component: '/features/measurement/components/page-views-view#PageViewsView',
          path: '/page-views',
          exact: true,
          meta: { title: messages.pageViewCount.title },
        },
      },
    },
  },
  routes: {
    admin: '/admin',
    // Payload's REST API lives under its own prefix so that /api/reviews and every
    // other public route stay Candor's.
    api: '/api/cms',
  },
  graphQL: { disable: true },
  telemetry: false,
  defaultDepth: 1,
  maxDepth: 3,
  logger: getLogger(),
  onInit: (payload) => watchPoolErrors(payload),
  typescript: {
    outputFile: path.resolve(process.cwd(), 'src/payload-types.ts'),
    autoGenerate: false,
  },
}).then(withStaffOnlyLocks)
