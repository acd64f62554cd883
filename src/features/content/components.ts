/**
 * Content's React components: the route that renders an editorial page or article.
 */
export { ContentRoute, contentRouteMetadata } from './components/content-route'
