'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { callApi } from '@/lib/api-client'

import { REPORT_ENDPOINTS } from '../report-api'
import type { MeterField } from '../schema'

const SAVE_AFTER_MS = 600

export type MeterSave = 'idle' | 'saved' | 'failed'

/**
 * Saves the report's meters as they move (call 5): once they have been still for a moment,
 * and at once when the report is left. Answers how the last save went and the way to queue
 * a meter's new value.
 */
export function useMeterAutosave(reportId: string, token: string | null) {
  const [meterSave, setMeterSave] = useState<MeterSave>('idle')
  const pendingMeters = useRef<Partial<Record<MeterField, number>>>({})
  const saveTimer = useRef<number | null>(null)

  const flushMeters = useCallback(() => {
    const fields = pendingMeters.current
    pendingMeters.current = {}
    if (Object.keys(fields).length === 0) return
    void callApi(REPORT_ENDPOINTS.update(reportId), {
      token,
      body: { ...fields, field_ir_last_time: new Date().toISOString() },
    }).then((answer) => setMeterSave(answer.ok ? 'saved' : 'failed'))
  }, [reportId, token])

  useEffect(
    () => () => {
      if (saveTimer.current !== null) window.clearTimeout(saveTimer.current)
      flushMeters()
    },
    [flushMeters],
  )

  function queueMeter(name: MeterField, value: number) {
    setMeterSave('idle')
    pendingMeters.current[name] = value
    if (saveTimer.current !== null) window.clearTimeout(saveTimer.current)
    saveTimer.current = window.setTimeout(flushMeters, SAVE_AFTER_MS)
  }

  return { meterSave, queueMeter }
}
