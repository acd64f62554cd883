import type { ReactNode } from 'react'

/**
 * A wide table that scrolls sideways inside its own box on a narrow screen, never the page.
 * Focusable, so a keyboard can scroll it; named by `label` for screen readers.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  )
}
