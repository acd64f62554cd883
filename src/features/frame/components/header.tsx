'use client'

import { useEffect, useRef, type ReactNode } from 'react'

import { AppLink } from '@/components/ui/app-link'
import { useFrameWords, usePagePath } from '@/components/ui/locale'
import { FIND_PATH } from '@/features/find'
import { useOpenReviewDialog } from '@/features/reviews'
import { ROUTES } from '@/platform/routes'

import { useMenuState } from '../menu-state'
import { LanguageSwitch } from './language-switch'
import { Logo } from './logo'
import { StayInTheLoopLink } from './stay-in-the-loop-link'

const MENU_ID = 'site-menu'

/** What lies behind the open menu: out of reach of Tab and screen readers until it closes. */
const BEHIND_MENU = '.skip-link, #main-content, .site-footer'

/** The checkbox that opens the menu on a page running without scripts (see NoScriptMenuSwitch). */
const MENU_SWITCH_ID = 'site-menu-switch'

/**
 * The site header. Below 1000 px the links move into a menu that slides down under a
 * dimmed backdrop; choosing an item, pressing Esc or clicking the backdrop closes it.
 * Without scripts the button cannot act, so a checkbox stands in for it (CSS opens the menu
 * while it is checked); the button replaces it wherever scripts run.
 */
export function Header({ accountSlot }: { accountSlot?: ReactNode }) {
  const m = useFrameWords().header
  const pathname = usePagePath()
  const { isMenuOpen, setMenuOpen, hasScrolledPastHomeHero } = useMenuState()
  const openReviewDialog = useOpenReviewDialog()
  const toggleRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLDivElement>(null)
  const close = () => setMenuOpen(false)

  useEffect(() => {
    if (!isMenuOpen) return
    const behind = [...document.querySelectorAll<HTMLElement>(BEHIND_MENU)]
    for (const element of behind) element.inert = true
    menuRef.current?.querySelector<HTMLElement>('a, button')?.focus()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setMenuOpen(false)
      toggleRef.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      for (const element of behind) element.inert = false
    }
  }, [isMenuOpen, setMenuOpen])

  const isOverHomeHero = pathname === ROUTES.home && !hasScrolledPastHomeHero

  return (
    <header className="site-header" data-over-hero={isOverHomeHero || undefined}>
      <div className="site-header__bar">
        <AppLink href={ROUTES.home} className="site-header__logo" aria-label={m.homeLabel}>
          <Logo />
        </AppLink>
        <button
          ref={toggleRef}
          type="button"
          className="site-header__toggle"
          aria-expanded={isMenuOpen}
          aria-controls={MENU_ID}
          aria-label={isMenuOpen ? m.closeMenu : m.openMenu}
          onClick={() => setMenuOpen(!isMenuOpen)}
        >
          <span className="hamburger" data-open={isMenuOpen || undefined} aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
        </button>
        <NoScriptMenuSwitch label={m.menuSwitch} />
        <div id={MENU_ID} ref={menuRef} className="site-header__menu" data-open={isMenuOpen || undefined}>
          <nav aria-label={m.mainNavLabel}>
            <ul className="site-header__links">
              {/* In the phone's menu; the wide bar has no room for them, and the home page leads to both. */}
              <li className="site-header__phone-item">
                <AppLink href={FIND_PATH} className="nav-link" onClick={close}>
                  {m.findByZip}
                </AppLink>
              </li>
              <li className="site-header__phone-item">
                <AppLink href={ROUTES.costs} className="nav-link" onClick={close}>
                  {m.whatWouldIPay}
                </AppLink>
              </li>
              <li>
                <AppLink href={ROUTES.quiz} className="nav-link" onClick={close}>
                  {m.takeQuiz}
                </AppLink>
              </li>
              <li>
                <StayInTheLoopLink className="nav-link" onChoose={close}>
                  {m.stayInTheLoop}
                </StayInTheLoopLink>
              </li>
              <li>
                <button
                  type="button"
                  className="nav-link nav-link--button"
                  onClick={() => {
                    close()
                    openReviewDialog()
                  }}
                >
                  {m.writeReview}
                </button>
              </li>
              <li>
                <AppLink href={ROUTES.article} className="nav-link" onClick={close}>
                  {m.letsBeHonest}
                </AppLink>
              </li>
            </ul>
          </nav>
          {accountSlot ? <div className="site-header__account">{accountSlot}</div> : null}
          <LanguageSwitch className="site-header__language" compact onChoose={close} />
        </div>
      </div>
      {/* The backdrop is a pointer convenience; keyboard users close the menu with Esc. */}
      <div className="site-header__backdrop" data-open={isMenuOpen || undefined} aria-hidden="true" onClick={close} />
    </header>
  )
}

/**
 * The menu's switch where no script runs: a checkbox (reached with Tab, toggled with Space)
 * and the hamburger as its label. Inside `<noscript>`, so a browser running scripts never
 * builds it and React never hydrates it.
 */
function NoScriptMenuSwitch({ label }: { label: string }) {
  return (
    <noscript>
      <input
        id={MENU_SWITCH_ID}
        type="checkbox"
        className="site-header__switch visually-hidden"
        aria-controls={MENU_ID}
      />
      <label htmlFor={MENU_SWITCH_ID} className="site-header__toggle site-header__switch-label">
        <span className="visually-hidden">{label}</span>
        <span className="hamburger" aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
      </label>
    </noscript>
  )
}
