import type { DeviceClaims } from '@/features/accounts'
import { readStorageText, removeStorage, STORAGE_KEYS } from '@/platform/browser-storage'

import { REPORT_ENDPOINTS } from './report-api'

/** Where a device keeps the id of the report it made before signing in. */
export type ReportIdStore = { read(): string | null; remove(): void }

/**
 * Seed-spec §4, "On user load", second half: a report made on this device before signing in
 * joins the account through call 5 with an empty body, then its id leaves storage. Refused
 * (unknown, or someone else's by now), it leaves too, without a word to the person; when the
 * server could not be reached, it waits for the next session.
 */
export function reportClaims(store: ReportIdStore): DeviceClaims {
  return {
    quiet: true,
    pending: async () => {
      const reportId = store.read()
      return reportId ? [{ key: `report ${reportId}`, path: REPORT_ENDPOINTS.update(reportId), body: {} }] : []
    },
    settle: async (_key, outcome) => {
      if (outcome !== 'retry-later') store.remove()
    },
    forget: async () => store.remove(),
  }
}

/** The report this browser made before signing in, kept in localStorage. */
export function browserReportClaims(): DeviceClaims {
  return reportClaims({
    read: () => readStorageText(STORAGE_KEYS.unauthReport),
    remove: () => removeStorage(STORAGE_KEYS.unauthReport),
  })
}
