/**
 * Insurers' React components for the site: how an insurer answers reviews, on its plan pages.
 */
export { InsurerResponsiveness } from './components/insurer-responsiveness'
