'use client'

import { INTL_LOCALE, type Locale } from '@/lib/i18n'
import { useEffect, useState } from 'react'

import { useAuth } from '../auth-context'
import { callApi } from '@/lib/api-client'

export type MemberData<T> = { status: 'loading' } | { status: 'loaded'; value: T } | { status: 'failed' }

/**
 * Reads one of the member's lists (reviews, reports) with the session's token, and again
 * when a stored review or report joins the account. A refused token ends the session; the
 * profile then asks the person to log in again.
 */
export function useMemberData<T>(
  path: string,
  method: 'GET' | 'POST',
  read: (data: unknown) => T | null,
): MemberData<T> {
  const { accessToken, endSession, accountDataVersion } = useAuth()
  // Kept with the token it was read with: a new session starts from "loading" again.
  const [result, setResult] = useState<{ token: string; data: MemberData<T> } | null>(null)

  useEffect(() => {
    if (!accessToken) return
    let isActive = true
    void callApi(path, { method, token: accessToken }).then((answer) => {
      if (!isActive) return
      if (answer.status === 401) {
        endSession()
        return
      }
      const value = answer.ok ? read(answer.data) : null
      setResult({ token: accessToken, data: value === null ? { status: 'failed' } : { status: 'loaded', value } })
    })
    return () => {
      isActive = false
    }
  }, [accessToken, accountDataVersion, path, method, read, endSession])

  return result && result.token === accessToken ? result.data : { status: 'loading' }
}

/** A date from the server as the profile shows it ("Mar 4, 2026"), or null when unreadable. */
export function formatDate(value: string | null | undefined, locale: Locale): string | null {
  if (!value) return null
  const time = Date.parse(value)
  return Number.isNaN(time) ? null : new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'medium' }).format(time)
}
