'use client'

import { useEffect, useState, type RefObject } from 'react'

import { createPressGate, type PressGate } from '../press-gate'

/** How long after a pointer is released its click may still come (a tap's click follows its pointerup). */
const CLICK_AFTER_RELEASE_MS = 400

/**
 * A press gate (press-gate.ts) for the pointers that press inside `dialogRef`: pressed on
 * pointerdown, released when the click that follows is dispatched (or the press was
 * cancelled, or no click came soon after the release).
 */
export function usePressGate(dialogRef: RefObject<HTMLDialogElement | null>): PressGate {
  const [gate] = useState(createPressGate)
  useEffect(() => {
    let timer: number | undefined
    const releaseSoon = (delay: number) => {
      window.clearTimeout(timer)
      timer = window.setTimeout(() => gate.release(), delay)
    }
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && dialogRef.current?.contains(event.target)) gate.press()
    }
    const onPointerUp = () => {
      if (gate.isPressed) releaseSoon(CLICK_AFTER_RELEASE_MS)
    }
    // The click has its target by now: what shows next can no longer make it miss. Released
    // once the click's own handlers have run (Next checks the whole step itself), so that a
    // message never re-renders a radio between its press and its change.
    const onClickOrCancel = () => {
      window.clearTimeout(timer)
      if (gate.isPressed) releaseSoon(0)
    }
    document.addEventListener('pointerdown', onPointerDown, true)
    document.addEventListener('pointerup', onPointerUp, true)
    document.addEventListener('pointercancel', onClickOrCancel, true)
    document.addEventListener('click', onClickOrCancel, true)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true)
      document.removeEventListener('pointerup', onPointerUp, true)
      document.removeEventListener('pointercancel', onClickOrCancel, true)
      document.removeEventListener('click', onClickOrCancel, true)
      window.clearTimeout(timer)
      gate.release()
    }
  }, [dialogRef, gate])
  return gate
}
