/**
 * The site frame, for code that runs anywhere: the footer's content.
 */
export { DEFAULT_FOOTER_CONTENT, defaultFooterContent } from './footer-content'
export type { FooterContent, FooterLink, SocialLink } from './footer-content'

// Components
export { SiteFrame } from './components/site-frame'
export { HomeHeroSentinel } from './components/home-hero-sentinel'
