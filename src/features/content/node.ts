/**
 * Content's server code that also runs in plain Node, outside Next (the Payload config
 * and the scripts load it), so nothing here imports server-only: content addresses and
 * previews, the editorial fields, the hooks that refresh cached pages, the seed.
 */
export {
  articlePath,
  ARTICLES_PATH,
  consumerHealthDataPolicy,
  FEATURED_ARTICLE_SLUG,
  isPreviewSecret,
  livePreviewUrl,
  PAGE_SLUGS,
  pagePath,
  PREVIEW_ROUTE,
  previewSecret,
} from './content-paths'
export { contentFields, META_DESCRIPTION_MAX, SLUG_PATTERN } from './content-fields'
export { refreshContentPages, refreshEveryPage, refreshHomePage, stampPublicationDate } from './content-hooks'
export { CONTENT_SEED, CONTENT_SEED_DIR, loadContentSeedIfMissing, readSeedText } from './content-seed'
export type { SeedText } from './content-seed'
