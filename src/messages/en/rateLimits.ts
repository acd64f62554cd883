/**
 * Catalogue namespace `rateLimits` (English): what a JSON call answers when one connection
 * has made too many attempts under a named limit (src/platform/rate-limit.ts), with the minutes
 * until it may try again.
 */
const minutesOf = (minutes: number) => `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`
const tryAgain = (what: string) => (minutes: number) =>
  `Too many ${what} from this connection. Please try again in ${minutesOf(minutes)}.`

export const rateLimits = {
  'reviews.submit': (minutes: number) =>
    `Too many reviews have been sent from this connection. Please try again in ${minutesOf(minutes)}.`,
  'reviews.challenge': tryAgain('captcha requests'),
  'accounts.register': tryAgain('new accounts'),
  'accounts.login': tryAgain('login attempts'),
  'accounts.loginFailures': (minutes: number) =>
    `Too many wrong passwords from this connection. Please try again in ${minutesOf(minutes)}, or reset your password.`,
  'accounts.loginPair': (minutes: number) =>
    `Too many wrong passwords for this account from this connection. Please try again in ${minutesOf(minutes)}, or reset your password.`,
  'accounts.loginAccount': tryAgain('login attempts for this account'),
  'accounts.registerNotice': tryAgain('registrations of this address'),
  'accounts.reset': tryAgain('password reset requests'),
  'accounts.verify': tryAgain('confirmation attempts'),
  'accounts.write': tryAgain('changes'),
  'accounts.read': tryAgain('requests'),
  'reviews.report': tryAgain('reports of reviews'),
  'reviews.helpful': tryAgain('helpful marks'),
  'reviews.helpfulDevice': tryAgain('helpful marks on this review from this connection'),
  'reports.access': tryAgain('report requests'),
  'estimates.read': tryAgain('cost estimates'),
  'plans.household': tryAgain('plan lists for a household'),
  'plans.lookup': tryAgain('searches for drugs, doctors and plans'),
  'reports.create': tryAgain('new reports'),
  'reports.email': tryAgain('report emails'),
  'newsletter.subscribe': tryAgain('sign-ups'),
  'newsletter.confirm': tryAgain('confirmation attempts'),
  'newsletter.unsubscribe': tryAgain('requests'),
  'contact.send': tryAgain('contact messages'),
  'pageViews.count': tryAgain('page views'),
}
