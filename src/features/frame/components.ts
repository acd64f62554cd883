/**
 * The site frame's React components: header, footer and providers around every page.
 */
export { SiteFrame } from './components/site-frame'
export { HomeHeroSentinel } from './components/home-hero-sentinel'
