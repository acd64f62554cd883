'use client'

import { useEffect, useRef, useState } from 'react'

import { callApi } from '@/lib/api-client'

import { readReportData, REPORT_ENDPOINTS, type LoadedReport } from '../report-api'

export type LoadedState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'notFound' }
  | { status: 'deleted' }
  | { status: 'ready'; report: LoadedReport }

/**
 * A report's data: the one rendered with the page (`initial`, call 4's data, for a report no
 * account owns), else read in the browser with the member's token once the session is known.
 * `retry` reads it again after a failure; `markDeleted` shows it gone.
 */
export function useReport(reportId: string, initial: unknown, session: { isLoaded: boolean; token: string | null }) {
  const { isLoaded, token } = session
  const [loaded, setLoaded] = useState<LoadedState>(() => {
    const report = initial === undefined ? null : readReportData(initial)
    return report ? { status: 'ready', report } : { status: 'loading' }
  })
  const fromPage = useRef(loaded.status === 'ready')
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (!isLoaded || fromPage.current) return
    let current = true
    void callApi(REPORT_ENDPOINTS.read(reportId), { token }).then((answer) => {
      if (!current) return
      const report = answer.ok ? readReportData(answer.data) : null
      if (report) setLoaded({ status: 'ready', report })
      else setLoaded({ status: answer.status === 404 ? 'notFound' : 'failed' })
    })
    return () => {
      current = false
    }
  }, [isLoaded, token, reportId, attempt])

  return {
    loaded,
    retry: () => setAttempt((n) => n + 1),
    markDeleted: () => setLoaded({ status: 'deleted' }),
  }
}
