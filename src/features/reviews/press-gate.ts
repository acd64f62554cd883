/**
 * Holds work back while a pointer is pressed. A field left by pressing a button (Next, Back)
 * shows its message only once the press has become a click: a message that appeared between
 * the press and the release would push the button down, and the release would miss it.
 * Without a press (the keyboard), the work runs at once. Pure, so it can be tested without a
 * browser; the wizard connects it to pointer and click events.
 */
export type PressGate = {
  /** A pointer went down. */
  press(): void
  /** The press ended (its click has been handled, or it was cancelled): held work runs now. */
  release(): void
  /** Runs `work` now, or once the current press ends. */
  run(work: () => void): void
  readonly isPressed: boolean
}

export function createPressGate(): PressGate {
  let isPressed = false
  let held: (() => void)[] = []
  return {
    press() {
      isPressed = true
    },
    release() {
      isPressed = false
      const due = held
      held = []
      for (const work of due) work()
    },
    run(work) {
      if (isPressed) held.push(work)
      else work()
    },
    get isPressed() {
      return isPressed
    },
  }
}
