/** Origins a directive allows beyond the site's own: the configured measurement's, when any. */
export type ExtraSources = { script: string[]; connect: string[]; img: string[] }

const NO_EXTRA_SOURCES: ExtraSources = { script: [], connect: [], img: [] }

const withExtra = (origins: string[]) => origins.map((origin) => ` ${origin}`).join('')

/**
 * Response headers that every page carries. The Content-Security-Policy allows scripts
 * only from this origin and with this request's nonce (plus the configured measurement's
 * origins, which a stored page's policy needs once its nonce is gone); nothing may frame
 * the site.
 */
export function buildContentSecurityPolicy({
  nonce,
  isDevelopment,
  upgradeInsecureRequests,
  extra = NO_EXTRA_SOURCES,
}: {
  nonce: string
  isDevelopment: boolean
  upgradeInsecureRequests: boolean
  extra?: ExtraSources
}): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self'${withExtra(extra.script)} 'nonce-${nonce}' 'strict-dynamic'${isDevelopment ? " 'unsafe-eval'" : ''}`,
    // Style attributes from React and the admin need 'unsafe-inline'; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${withExtra(extra.img)}`,
    "font-src 'self' data:",
    `connect-src 'self'${withExtra(extra.connect)}${isDevelopment ? ' ws: wss:' : ''}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ]
  if (upgradeInsecureRequests) directives.push('upgrade-insecure-requests')
  return directives.join('; ')
}

export function baseSecurityHeaders({ isProduction }: { isProduction: boolean }): Record<string, string> {
  const headers: Record<string, string> = {
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
  if (isProduction) headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains'
  return headers
}
