import { stripLocale } from '@/lib/i18n'

/** Public routes of the site, in one place. */
export const ROUTES = {
  home: '/',
  quiz: '/quiz',
  costs: '/costs',
  reportMethodology: '/report/methodology',
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

/** The query parameter that opens the review-start dialog on any page (seed-spec §2). */
export const REVIEW_QUERY_PARAM = 'review'

/** The query parameter that opens the review wizard on a plan page (seed-spec §2, routes). */
export const REVIEW_WIZARD_PARAM = 'reviewModalOpen'

/**
 * The first path segments a route of the site answers to: folders and files of `src/app`
 * (a test keeps this list and the folders in step). An address beginning otherwise is
 * answered by the 404 page before anything renders (src/proxy.ts).
 */
export const TOP_LEVEL_SEGMENTS: ReadonlySet<string> = new Set([
  'admin',
  'api',
  'articles',
  'contact',
  'content-guidelines',
  'costs',
  'find',
  'forgot-password',
  'healthz',
  'icon.svg',
  'login',
  'newsletter',
  'plans',
  'privacy-policy',
  'profile',
  'readyz',
  'register',
  'report',
  'reviews',
  'quiz',
  'reset-password',
  'robots.txt',
  'sitemap.xml',
  'terms-of-service',
  'Top-3-Mistakes-Americans-Make-When-Picking-Health-Insurance',
  'v1',
  'verify-email',
  '_next',
])

/** Next.js serves metadata files such as `icon.svg` under a hashed name (`/icon-4usi79.svg`). */
const METADATA_FILE = /^(?:icon|apple-icon)(?:-[\w]+)?\.\w+$/

/** True for a path whose first segment no route of the site answers to. */
export function isUnknownTopLevelPath(pathname: string): boolean {
  const first = stripLocale(pathname).split('/')[1] ?? ''
  return first !== '' && !TOP_LEVEL_SEGMENTS.has(first) && !METADATA_FILE.test(first)
}

/** The anchor of the "stay in the loop" section on the home page. */
export const STAY_IN_THE_LOOP_ID = 'stay-in-the-loop'

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
