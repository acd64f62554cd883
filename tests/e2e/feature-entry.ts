import { tsImport } from 'tsx/esm/api'

/**
 * A feature's entry loaded the way Candor's scripts and Payload's command load it (tsx), for a
 * spec that checks the page against the feature's own rules or defaults. Playwright's loader
 * resolves packages as plain Node does, and Next.js publishes its subpaths (`next/navigation`,
 * `next/link`) without the extension plain Node needs, so an entry whose components import
 * them cannot be imported by a spec directly.
 */
export async function loadFeatureEntry<Entry>(feature: string): Promise<Entry> {
  return (await tsImport(`../../src/features/${feature}/index.ts`, import.meta.url)) as Entry
}
