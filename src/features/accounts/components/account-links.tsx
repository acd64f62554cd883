'use client'

import { AppLink } from '@/components/ui/app-link'
import { useFrameWords, usePagePath } from '@/components/ui/locale'
import { ROUTES } from '@/platform/routes'

import { useAuth } from '../auth-context'
import { backFor, loginHref, registerHref } from '../session'

/**
 * The right side of the header (seed-spec §2): "Loading..." until the session is known, then
 * Login and Register (each carrying the current path as `back`, or `/` on those pages), or
 * Profile and Logout. `onChoose` closes the mobile menu. A browser running no scripts shows
 * Login and Register at once.
 */
export function AccountLinks({ onChoose }: { onChoose?: () => void }) {
  const m = useFrameWords().accountHeader
  const accountSessionMessages = useFrameWords().accountSession
  const { isLoaded, loggedIn, logout } = useAuth()
  const back = backFor(usePagePath())

  if (!isLoaded) {
    return (
      <>
        <p className="account-links account-links--loading">{accountSessionMessages.loading}</p>
        {/*
         * Without scripts the session is never checked: the page (the same for everyone, so it
         * holds nobody's account) offers Login and Register, and its CSS hides "Loading...".
         */}
        <noscript>
          <ul className="account-links account-links--static">
            <SignedOutLinks back={back} m={m} />
          </ul>
        </noscript>
      </>
    )
  }

  return (
    <ul className="account-links">
      {loggedIn ? (
        <>
          <li>
            <AppLink href={ROUTES.profile} className="nav-link" onClick={onChoose}>
              {m.profile}
            </AppLink>
          </li>
          <li>
            <button
              type="button"
              className="nav-link nav-link--button"
              onClick={() => {
                onChoose?.()
                logout()
              }}
            >
              {m.logout}
            </button>
          </li>
        </>
      ) : (
        <SignedOutLinks back={back} m={m} onChoose={onChoose} />
      )}
    </ul>
  )
}

/** Login and Register, each carrying the page to come back to. */
function SignedOutLinks({
  back,
  m,
  onChoose,
}: {
  back: string
  m: { login: string; register: string }
  onChoose?: () => void
}) {
  return (
    <>
      <li>
        <AppLink href={loginHref(back)} className="nav-link" onClick={onChoose}>
          {m.login}
        </AppLink>
      </li>
      <li>
        <AppLink href={registerHref(back)} className="nav-link" onClick={onChoose}>
          {m.register}
        </AppLink>
      </li>
    </>
  )
}
