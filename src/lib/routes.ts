/** Public routes of the site, in one place. */
export const ROUTES = {
  home: '/',
  quiz: '/quiz',
  login: '/login',
  register: '/register',
  verifyEmail: '/verify-email',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  profile: '/profile',
  contact: '/contact',
  contentGuidelines: '/content-guidelines',
  termsOfService: '/terms-of-service',
  privacyPolicy: '/privacy-policy',
  article: '/Top-3-Mistakes-Americans-Make-When-Picking-Health-Insurance',
} as const

/** The anchor of the "stay in the loop" section on the home page. */
export const STAY_IN_THE_LOOP_ID = 'stay-in-the-loop'

/** Pixels left above a section when the page scrolls to it, so the sticky header does not cover it. */
export const SECTION_SCROLL_OFFSET = 100

/** True for a path that belongs to the staff admin area (any `admin` segment). */
export function isAdminPath(pathname: string): boolean {
  return pathname.split('/').includes('admin')
}

/** Links beginning with a slash or a hash stay inside the site and navigate client-side. */
export function isInternalHref(href: string): boolean {
  return (href.startsWith('/') && !href.startsWith('//')) || href.startsWith('#')
}

/** The path of an href, without its query or hash. */
export function pathnameOf(href: string): string {
  const end = href.search(/[?#]/)
  return end === -1 ? href : href.slice(0, end)
}
