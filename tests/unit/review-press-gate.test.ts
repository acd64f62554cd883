import { describe, expect, it } from 'vitest'

import { createPressGate } from '@/features/reviews/press-gate'

describe('the review wizard’s press gate', () => {
  it('runs a field’s message at once when no pointer is pressed (the keyboard)', () => {
    const gate = createPressGate()
    const shown: string[] = []
    gate.run(() => shown.push('email'))
    expect(shown).toEqual(['email'])
  })

  it('holds a message back while a pointer is pressed, so the button under it stays where it was', () => {
    const gate = createPressGate()
    const shown: string[] = []
    gate.press()
    gate.run(() => shown.push('email'))
    expect(shown).toEqual([])
    expect(gate.isPressed).toBe(true)
    gate.release()
    expect(shown).toEqual(['email'])
    expect(gate.isPressed).toBe(false)
    // Held work runs once.
    gate.release()
    expect(shown).toEqual(['email'])
  })
})
