import type { IssuerClaims } from './market-types'

/**
 * The plan year of the Transparency in Coverage file an insurer's claim figures come from:
 * the year kept with them, else the one their stored source names ("…, plan year 2024"), for
 * figures loaded before Candor kept the year. The stored source and period are the importer's
 * English notes; pages build their sentence from this year instead, in the page's language.
 */
export function claimsFileYear(claims: Pick<IssuerClaims, 'pufYear' | 'source'>): number | null {
  if (claims.pufYear !== null) return claims.pufYear
  const named = /\bplan year (\d{4})\b/i.exec(claims.source)?.[1]
  return named ? Number(named) : null
}
