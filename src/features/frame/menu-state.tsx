'use client'

import { usePathname } from 'next/navigation'
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'

type MenuState = {
  isMenuOpen: boolean
  setMenuOpen: (open: boolean) => void
  /** On the home page, whether the hero has scrolled out from under the header. */
  hasScrolledPastHomeHero: boolean
  setHasScrolledPastHomeHero: (value: boolean) => void
}

const MenuStateContext = createContext<MenuState | null>(null)

export function MenuStateProvider({ children }: { children: ReactNode }) {
  const pathname = usePathname()
  // The path the menu was opened on: a new page never shows with the menu still down.
  const [openedOn, setOpenedOn] = useState<string | null>(null)
  const [hasScrolledPastHomeHero, setHasScrolledPastHomeHero] = useState(false)
  const isMenuOpen = openedOn === pathname
  const setMenuOpen = useCallback((open: boolean) => setOpenedOn(open ? pathname : null), [pathname])

  const value = useMemo(
    () => ({ isMenuOpen, setMenuOpen, hasScrolledPastHomeHero, setHasScrolledPastHomeHero }),
    [isMenuOpen, setMenuOpen, hasScrolledPastHomeHero],
  )
  return <MenuStateContext.Provider value={value}>{children}</MenuStateContext.Provider>
}

export function useMenuState(): MenuState {
  const value = useContext(MenuStateContext)
  if (!value) throw new Error('useMenuState must be used within a MenuStateProvider')
  return value
}
