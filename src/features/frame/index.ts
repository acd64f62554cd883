export { SiteFrame } from './components/site-frame'
export { HomeHeroSentinel } from './components/home-hero-sentinel'
export { DEFAULT_FOOTER_CONTENT, type FooterContent } from './footer-content'
