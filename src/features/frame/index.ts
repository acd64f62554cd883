/**
 * The site frame, for code that runs anywhere: the footer's content.
 */
export { DEFAULT_FOOTER_CONTENT, defaultFooterContent } from './footer-content'
export type { FooterContent, FooterLink, SocialLink } from './footer-content'

// Its components that read no server code: client components, and parts that only take props
export { SiteFrame } from './components/site-frame'
export { HomeHeroSentinel } from './components/home-hero-sentinel'
