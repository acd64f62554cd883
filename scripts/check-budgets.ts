/**
 * `npm run budgets`: the JavaScript each page makes a browser download before it can run,
 * read from the build output (`npm run build` first), gzipped at level 9, against the
 * budgets of docs/decisions/010-compression.md: content pages (home, plan, state, article,
 * legal) at most 150 KB, the quiz at most 210 KB. A page counts the framework's own files
 * (`rootMainFiles`) and every chunk its route entry lists; chunks loaded later on demand
 * (the review wizard, the captcha) are not part of the first load; `npm run budgets:loaded`
 * counts those too, as a browser loads them. Exits 1 over a budget.
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const NEXT_DIR = path.resolve('.next')
const KB = 1024

type Budget = { name: string; route: string; budgetKb: number }

const CONTENT_KB = 150
const INTERACTIVE_KB = 210
const BUDGETS: Budget[] = [
  { name: 'home', route: '(frontend)/page', budgetKb: CONTENT_KB },
  { name: 'plan page', route: '(frontend)/plans/[nid]/page', budgetKb: CONTENT_KB },
  { name: 'state page', route: '(frontend)/plans/state/[state]/page', budgetKb: CONTENT_KB },
  {
    name: 'article',
    route: '(frontend)/Top-3-Mistakes-Americans-Make-When-Picking-Health-Insurance/page',
    budgetKb: CONTENT_KB,
  },
  { name: 'terms of service', route: '(frontend)/terms-of-service/page', budgetKb: CONTENT_KB },
  { name: 'privacy policy', route: '(frontend)/privacy-policy/page', budgetKb: CONTENT_KB },
  { name: 'quiz', route: '(frontend)/quiz/page', budgetKb: INTERACTIVE_KB },
]

type ClientManifest = { entryJSFiles?: Record<string, string[]> }

/** The client reference manifest Next writes beside a route's server file. */
function routeManifest(route: string): ClientManifest {
  const file = path.join(NEXT_DIR, 'server', 'app', `${route}_client-reference-manifest.js`)
  if (!fs.existsSync(file)) throw new Error(`No build output for ${route}: run npm run build first`)
  const scope: { __RSC_MANIFEST?: Record<string, ClientManifest> } = {}
  // The file assigns to globalThis.__RSC_MANIFEST; it is run against a scope of its own.
  new Function('globalThis', 'self', fs.readFileSync(file, 'utf8'))(scope, scope)
  const manifest = scope.__RSC_MANIFEST?.[`/${route}`]
  if (!manifest) throw new Error(`The manifest of ${route} does not name the route`)
  return manifest
}

const gzipSizes = new Map<string, number>()
function gzipSize(file: string): number {
  let size = gzipSizes.get(file)
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(path.join(NEXT_DIR, file)), { level: 9 }).length
    gzipSizes.set(file, size)
  }
  return size
}

function pageJavaScript(route: string): { files: string[]; gzipBytes: number } {
  const buildManifest = JSON.parse(fs.readFileSync(path.join(NEXT_DIR, 'build-manifest.json'), 'utf8')) as {
    rootMainFiles?: string[]
  }
  const entries = routeManifest(route).entryJSFiles ?? {}
  const own = entries[`[project]/src/app/${route}`] ?? []
  const files = [...new Set([...(buildManifest.rootMainFiles ?? []), ...own])].filter((file) => file.endsWith('.js'))
  return { files, gzipBytes: files.reduce((sum, file) => sum + gzipSize(file), 0) }
}

function main(): void {
  let over = 0
  console.log('page | JavaScript, gzip | budget | within')
  console.log('---|---:|---:|---')
  for (const budget of BUDGETS) {
    const { gzipBytes } = pageJavaScript(budget.route)
    const within = gzipBytes <= budget.budgetKb * KB
    if (!within) over += 1
    console.log(
      `${budget.name} | ${(gzipBytes / KB).toFixed(1)} KB | ${budget.budgetKb} KB | ${within ? 'yes' : 'NO, over budget'}`,
    )
  }
  if (over > 0) {
    console.log(`\n${over} ${over === 1 ? 'page is' : 'pages are'} over budget`)
    process.exitCode = 1
  }
}

main()
