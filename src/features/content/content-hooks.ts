import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, GlobalAfterChangeHook } from 'payload'

import { announcePurge } from '@/lib/page-cache-purges'

/** The first time a page or article is published, it gets its publication date. */
export const stampPublicationDate: CollectionBeforeChangeHook = ({ data }) => {
  if (data._status === 'published' && !data.publishedAt) data.publishedAt = new Date().toISOString()
  return data
}

/** A published change shows at once: cached renderings of editorial pages are dropped. */
export const refreshContentPages: CollectionAfterChangeHook = ({ doc }) => {
  announcePurge('content')
  return doc
}

/** The footer is on every page: every cached rendering is dropped. */
export const refreshEveryPage: GlobalAfterChangeHook = ({ doc }) => {
  announcePurge('frame')
  return doc
}

/** The home page's words changed: its cached renderings are dropped. */
export const refreshHomePage: GlobalAfterChangeHook = ({ doc }) => {
  announcePurge('home')
  return doc
}
