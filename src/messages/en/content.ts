/** Catalogue namespace `content` (English). */
export const content = {
  by: (author: string) => `By ${author}`,
  published: 'Published',
  updated: 'updated',
  articlesTitle: 'Articles',
  articlesDescription: 'Plain explanations of how marketplace health insurance works, written by Candor.',
  articlesHeading: 'Articles',
  articlesLead: 'Plain explanations of how marketplace health insurance works, and how to choose well.',
  articlesNone: 'No articles are published yet.',
  readArticle: (title: string) => `Read: ${title}`,
  previewBanner: 'You are previewing drafts. Visitors see only what is published.',
  previewExit: 'Leave preview',
  missingHeading: 'This page is being written',
  missingText: 'Its text has not been published yet. Please come back soon.',
} as const
