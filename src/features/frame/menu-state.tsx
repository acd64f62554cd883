'use client'

import { usePathname } from 'next/navigation'
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'

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
  const [isMenuOpen, setMenuOpen] = useState(false)
  const [hasScrolledPastHomeHero, setHasScrolledPastHomeHero] = useState(false)

  // A new page never opens with the menu still down.
  useEffect(() => {
    setMenuOpen(false)
  }, [pathname])

  const value = useMemo(
    () => ({ isMenuOpen, setMenuOpen, hasScrolledPastHomeHero, setHasScrolledPastHomeHero }),
    [isMenuOpen, hasScrolledPastHomeHero],
  )
  return <MenuStateContext.Provider value={value}>{children}</MenuStateContext.Provider>
}

export function useMenuState(): MenuState {
  const value = useContext(MenuStateContext)
  if (!value) throw new Error('useMenuState must be used within a MenuStateProvider')
  return value
}
