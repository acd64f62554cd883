/** Catalogue namespace `pageViewCount` (English): Candor's own page-view count, its call and its admin view. */
export const pageViewCount = {
  /** Call `POST /v1/page-views`, when the path is not one of the site's pages. */
  pathInvalid: 'The path must be a page of this site, such as /plans/12.',
  /** The admin's view of Candor's own page-view count. */
  title: 'Page views',
  intro:
    "Candor's own count of page views over the last 30 days: the path and the day only, with no cookie, address or identifier. Third-party measurement, when configured, keeps its own figures.",
  notAllowed: 'Only admins and editors see the page-view count.',
  total: (views: number) => `${views.toLocaleString('en-US')} page views in the last 30 days`,
  chartLabel: 'Page views per day, last 30 days',
  /** One day's bar in the chart, read aloud on hover. */
  barTitle: (day: string, views: number) => `${day}: ${views}`,
  dayColumn: 'Day',
  viewsColumn: 'Page views',
  pathColumn: 'Page',
  topPaths: 'Most viewed pages',
  none: 'No page views counted yet.',
} as const
