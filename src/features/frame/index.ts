export { SiteFrame } from './components/site-frame'
export { HomeHeroSentinel } from './components/home-hero-sentinel'
export { DEFAULT_FOOTER_CONTENT, defaultFooterContent, type FooterContent, type FooterLink } from './footer-content'
