import fs from 'node:fs'

import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'
import jsxA11y from 'eslint-plugin-jsx-a11y'

import { candorPlugin } from './eslint-rules/server-code-stays-on-the-server.mjs'

/**
 * The layers of src, lowest first: messages (the catalogue and its languages) imports none of
 * the others; lib, the base, speaks no words: of the catalogue it knows only the list of
 * languages (messages/locales.ts); platform is the base that answers people in words (sign-in
 * and limits refused, bad requests, the page's language) over lib and the catalogue; access
 * and components build on those. None of them knows a feature or the Payload config;
 * features build on them in the order below, each importing only those before it; src/server
 * (the app's Payload instance, the JSON call wrapper), app and the Payload collections sit on
 * top. A later layer may import an earlier one, never back.
 */
const FEATURE_LAYERS = [
  ['plans', 'content', 'measurement'],
  ['accounts', 'costs'],
  ['reviews'],
  ['moderation', 'find', 'contact', 'newsletter'],
  ['insurers'],
  ['marketplace'],
  ['reports'],
  ['frame'],
]
const BASE = ['lib', 'messages', 'platform', 'access', 'components']
const LATER = [
  'src/app',
  'src/collections',
  'src/globals',
  'src/jobs',
  'src/payload.config.ts',
  'src/proxy.ts',
  'src/instrumentation.ts',
  'src/server',
]
/**
 * The Payload config is opened by src/platform/payload.server.ts alone: the one file of the base that
 * reaches above it, and only to the config (which the features' actions, the pages and the
 * routes open through it).
 */
const LATER_THAN_BASE = LATER
const PAYLOAD_OPENER = './src/platform/payload.server.ts'

const layerZones = [
  ...BASE.map((base) => ({
    target: base === 'platform' ? './src/platform/!(payload.server).ts' : `./src/${base}`,
    from: ['./src/features', ...LATER_THAN_BASE.map((path) => `./${path}`)],
    message: `src/${base} is below every feature: move the shared part down, or pass it in.`,
  })),
  {
    target: PAYLOAD_OPENER,
    from: [
      './src/features',
      ...LATER_THAN_BASE.filter((path) => path !== 'src/payload.config.ts').map((path) => `./${path}`),
    ],
    message: 'src/platform/payload.server.ts opens the Payload config and imports nothing else above the base.',
  },
  {
    // The catalogue is the floor: the modules that speak to people read it, never the reverse.
    target: './src/messages',
    from: ['./src/lib', './src/platform', './src/access', './src/components'],
    message:
      'src/messages imports nothing from lib, platform, access or components: its languages are in src/messages/locales.ts.',
  },
  {
    // lib speaks no words: what needs the catalogue's sentences is in src/platform.
    target: './src/lib',
    from: './src/messages',
    except: ['./locales.ts'],
    message:
      'src/lib speaks no words: of the catalogue it may import only messages/locales.ts. Put what answers people in words in src/platform, or pass the words in.',
  },
  {
    target: './src/lib',
    from: ['./src/platform', './src/access', './src/components'],
    message: 'src/lib is the floor of the base: platform, access and components build on it, not the reverse.',
  },
  {
    target: './src/platform',
    from: ['./src/access', './src/components'],
    message: 'src/platform sits below access and components.',
  },
  {
    target: './src/features',
    from: LATER.filter((path) => path !== 'src/server').map((path) => `./${path}`),
    message: 'Features sit below app and the collections: pass what they need in, or move it into the feature.',
  },
  {
    // A server action is an entry point, as a route is: it alone may open the app's Payload.
    target: './src/features/**/!(*-action).{ts,tsx}',
    from: ['./src/server', PAYLOAD_OPENER],
    message:
      'Features sit below src/server and take the Payload instance as an argument. Only a server action (*-action.ts), an entry point like a route, opens it (src/platform/payload.server.ts).',
  },
  ...FEATURE_LAYERS.flatMap((layer, index) =>
    layer.map((feature) => ({
      target: `./src/features/${feature}`,
      from: FEATURE_LAYERS.slice(index)
        .flat()
        .filter((other) => other !== feature)
        .map((other) => `./src/features/${other}`),
      message: `features/${feature} may import only the features below it (${FEATURE_LAYERS.slice(0, index).flat().join(', ') || 'none'}).`,
    })),
  ),
]

/**
 * Each feature is used from outside only through its two entry files (decision 016):
 * `index.ts` for any runtime (browser, Next's server, plain Node), client components
 * included, and `server.ts` for its server code and server components (Next's server and
 * plain Node alike).
 * Inside a feature, modules import each other by path, never through the feature's own
 * entries. Unit tests may import the unit they test by its path.
 */
const FEATURES = fs
  .readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const ENTRY_FILES = ['index.ts', 'server.ts']
/** A feature's stylesheets, which the pages and layouts that render its components import. */
const stylesheetsOf = (feature) =>
  fs
    .readdirSync(new URL(`./src/features/${feature}`, import.meta.url), { recursive: true })
    .filter((file) => file.endsWith('.css'))

const entryZones = FEATURES.map((feature) => ({
  target: [
    './*.{ts,mts}',
    './src/*.ts',
    './src/!(features)/**',
    `./src/features/!(${feature})/**`,
    './scripts/**',
    './tests/!(unit)/**',
  ],
  from: `./src/features/${feature}`,
  except: [...ENTRY_FILES, ...stylesheetsOf(feature)].map((file) => `./${file}`),
  message: `Outside features/${feature}, import it through its entry files: @/features/${feature} (any runtime, client components included) or @/features/${feature}/server (server code and server components).`,
}))

/** Inside a feature, modules import each other by path: through its own entries they would make cycles. */
const ownEntryZones = FEATURES.map((feature) => ({
  target: `./src/features/${feature}`,
  from: ENTRY_FILES.map((file) => `./src/features/${feature}/${file}`),
  message: `Inside features/${feature}, import the module itself, not the feature's own entry.`,
}))

/** src/lib/zod.ts configures zod before any schema is made (no eval probe under the CSP). */
const ZOD_THROUGH_LIB = {
  name: 'zod',
  message: "Import { z } from '@/lib/zod', which configures it for the site's CSP.",
}

const config = [
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'src/payload-types.ts',
      'src/migrations/**',
      'src/app/(payload)/**',
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    // The full accessible-markup rule set, on top of the few that Next enables.
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { paths: [ZOD_THROUGH_LIB] }],
    },
  },
  {
    // Every word a person reads comes from the catalogue (src/messages), in English and
    // Spanish: text written into a component is an error. Punctuation between catalogue
    // words, and the brand's name, may stand as they are.
    files: ['src/**/*.tsx'],
    ignores: ['src/app/(payload)/**'],
    rules: {
      'react/jsx-no-literals': [
        'error',
        {
          noStrings: true,
          ignoreProps: true,
          allowedStrings: ['.', ':', ',', '(', ')', '/5)', ' · ', '·', '×', ' ', '?', 'Candor'],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,mts}'],
    // Cycles between files are found by `npm run lint:cycles` (madge), which does in seconds
    // what import/no-cycle takes minutes for.
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...layerZones, ...entryZones, ...ownEntryZones] }],
    },
  },
  {
    // In place of the `server-only` package: what runs on the server alone is known by its name.
    files: ['**/*.{ts,tsx,mts}'],
    plugins: { candor: candorPlugin },
    rules: { 'candor/server-code-stays-on-the-server': 'error' },
  },
  {
    // A feature's entries load whole in plain Node (the Payload config, the scripts), where a
    // stylesheet cannot load: the pages and layouts that render a feature's components import
    // its stylesheets, never the feature's own modules.
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [ZOD_THROUGH_LIB],
          patterns: [
            {
              group: ['*.css', '*.scss'],
              message: "Import a feature's stylesheet in the page or layout that renders its components.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/zod.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Payload's rules apply to every call made for a visitor or a member (`asCaller`); a call
    // past them names its reason through `asSystem` (src/lib/as-system.ts), the one place the
    // override is written.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/as-system.ts', 'src/app/(payload)/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='overrideAccess'][value.value=true]",
          message: "Say why with ...asSystem('reason') (src/lib/as-system.ts), or act for the caller with asCaller.",
        },
      ],
    },
  },
]

export default config
