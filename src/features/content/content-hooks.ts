import type { CollectionBeforeChangeHook } from 'payload'

/** The first time a page or article is published, it gets its publication date. */
export const stampPublicationDate: CollectionBeforeChangeHook = ({ data }) => {
  if (data._status === 'published' && !data.publishedAt) data.publishedAt = new Date().toISOString()
  return data
}
