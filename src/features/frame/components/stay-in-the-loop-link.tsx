'use client'

import type { MouseEvent, ReactNode } from 'react'

import { AppLink } from '@/components/ui/app-link'
import { usePagePath } from '@/components/ui/locale'
import { ROUTES, STAY_IN_THE_LOOP_ID } from '@/platform/routes'
import { scrollToSection } from '@/lib/scroll'

/**
 * On the home page, scrolls to the updates section (100 px below the top);
 * anywhere else, goes to the home page at that section.
 */
export function StayInTheLoopLink({
  children,
  className,
  onChoose,
}: {
  children: ReactNode
  className?: string
  onChoose?: () => void
}) {
  const pathname = usePagePath()
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onChoose?.()
    if (pathname === ROUTES.home && scrollToSection(STAY_IN_THE_LOOP_ID)) event.preventDefault()
  }
  return (
    <AppLink href={`${ROUTES.home}#${STAY_IN_THE_LOOP_ID}`} className={className} onClick={onClick}>
      {children}
    </AppLink>
  )
}
