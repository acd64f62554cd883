/**
 * Content's server code, for Next's server and plain Node alike (the Payload config and the scripts
 * load it): reading pages and articles for a visitor; content addresses and previews, the editorial
 * fields, the hooks that refresh cached pages, the seed.
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
export { stampPublicationDate } from './content-hooks'
export { CONTENT_SEED, CONTENT_SEED_DIR, loadContentSeedIfMissing, readSeedText } from './content-seed'
export type { SeedText } from './content-seed'
export { findArticle, findPage, isEditorPreview, listArticles } from './content.server'
export type { LocalizedContent } from './content.server'

// Its server components, which read the locale or Payload themselves
export { ContentRoute, contentRouteMetadata } from './components/content-route'
