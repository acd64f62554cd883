/**
 * Emailed links carry a one-time token in their address (`/verify-email?token=…`,
 * `/reset-password?token=…`). The page takes it once, then replaces the address without it,
 * so that it lingers in no history entry, bookmark, screenshot or referrer.
 */
export function takeTokenFromAddress(): string | null {
  if (typeof window === 'undefined') return null
  const url = new URL(window.location.href)
  const token = url.searchParams.get('token')
  if (token === null) return null
  url.searchParams.delete('token')
  // Next.js keeps its router in step with history.replaceState.
  window.history.replaceState(null, '', `${url.pathname}${url.search}${url.hash}`)
  return token
}
