import type { CareListState } from './care-list-store'

/**
 * `data.care_list` of `/v1/account/care_list`: the list kept in the account, null when it keeps
 * none, or `undefined` when the answer cannot be read. The entries themselves are checked when
 * they join the device's list (care-list-store.ts).
 */
export function keptCareListOf(data: unknown): CareListState | null | undefined {
  if (!data || typeof data !== 'object' || !('care_list' in data)) return undefined
  const kept = (data as { care_list: unknown }).care_list
  if (kept === null) return null
  if (!kept || typeof kept !== 'object') return undefined
  const { drugs, providers } = kept as { drugs?: unknown; providers?: unknown }
  if (!Array.isArray(drugs) || !Array.isArray(providers)) return undefined
  return { drugs, providers } as CareListState
}
