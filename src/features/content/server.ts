import 'server-only'

/**
 * Content's server-only code: reading pages and articles for a visitor.
 */
export { findArticle, findPage, isEditorPreview, listArticles } from './content.server'
export type { LocalizedContent } from './content.server'
