'use client'

import { useEffect, useState } from 'react'

import { ACCOUNT_ENDPOINTS, memberReportsOf } from './account-api'
import { useAuth } from './auth-context'
import { callApi } from '@/lib/api-client'

/**
 * The signed-in member's most recent report id (call 3), asked for only when `enabled`;
 * null for a visitor, a member without reports, or when the call fails.
 */
export function useLatestReportId(enabled: boolean): string | null {
  const { loggedIn, accessToken } = useAuth()
  const [reportId, setReportId] = useState<string | null>(null)
  useEffect(() => {
    if (!enabled || !loggedIn || !accessToken) return
    let current = true
    void callApi(ACCOUNT_ENDPOINTS.reports, { token: accessToken }).then((answer) => {
      const reports = answer.ok ? memberReportsOf(answer.data) : null
      if (current) setReportId(reports?.[0]?.id ?? null)
    })
    return () => {
      current = false
    }
  }, [enabled, loggedIn, accessToken])
  return reportId
}
