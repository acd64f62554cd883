'use client'

import { usePathname } from 'next/navigation'
import type { ReactNode } from 'react'

import { LocaleProvider, useFrameWords } from '@/components/ui/locale'
import { NavigationProgressProvider } from '@/components/ui/navigation-progress'
import { Toaster } from '@/components/ui/toaster'
import { AuthProvider, AccountLinks } from '@/features/accounts'
import { ReviewOutbox, ReviewStartDialog, lazyLocalReviewClaims } from '@/features/reviews'
import { localReportClaims } from '@/features/reports'
import { MeasurementSlot, PageViewCounter, hasTrackers, type MeasurementIds } from '@/features/measurement'
import type { Locale } from '@/lib/i18n'
import { isAdminPath } from '@/platform/routes'
import type { FrameWords } from '@/messages/frame-words'

import type { FooterContent } from '../footer-content'
import { MenuStateProvider, useMenuState } from '../menu-state'
import { Footer } from './footer'
import { Header } from './header'
import { LanguageOfferSlot } from './language-offer-slot'
import { PageTransition } from './page-transition'

/** What this device made before signing in joins the account once signed in: its reviews, then its report. */
const DEVICE_CLAIMS = [lazyLocalReviewClaims(), localReportClaims()]

/**
 * Header, main area and footer around every public page, inside the member session
 * (AuthProvider). Any path with an `admin` segment is shown bare: the staff area has its
 * own chrome.
 */
export function SiteFrame({
  children,
  locale,
  frameWords,
  footerContent,
  measurement = {},
}: {
  children: ReactNode
  /** The language of the page (the `/es` prefix), from the server. */
  locale: Locale
  /** The frame's words in that language (src/messages/frame-words.ts). */
  frameWords: FrameWords
  footerContent: FooterContent
  /** The configured third-party measurement (none by default). */
  measurement?: MeasurementIds
}) {
  const pathname = usePathname()
  return (
    <LocaleProvider locale={locale} frameWords={frameWords}>
      <NavigationProgressProvider>
        <MenuStateProvider>
          {isAdminPath(pathname) ? (
            children
          ) : (
            <AuthProvider deviceClaims={DEVICE_CLAIMS}>
              <Chrome footerContent={footerContent} measurement={measurement}>
                {children}
              </Chrome>
            </AuthProvider>
          )}
        </MenuStateProvider>
      </NavigationProgressProvider>
    </LocaleProvider>
  )
}

function Chrome({
  children,
  footerContent,
  measurement,
}: {
  children: ReactNode
  footerContent: FooterContent
  measurement: MeasurementIds
}) {
  const siteMessages = useFrameWords().site
  return (
    <>
      <a href="#main-content" className="skip-link">
        {siteMessages.skipToContent}
      </a>
      <Header accountSlot={<HeaderAccount />} />
      <LanguageOfferSlot />
      <main id="main-content" className="site-main" tabIndex={-1}>
        <PageTransition>{children}</PageTransition>
      </main>
      <Footer content={footerContent} offersPrivacyChoices={hasTrackers(measurement)} />
      <ReviewStartDialog />
      <ReviewOutbox />
      <Toaster />
      <MeasurementSlot ids={measurement} />
      <PageViewCounter />
    </>
  )
}

/** The header's account links (seed-spec §2, right side); choosing one closes the mobile menu. */
function HeaderAccount() {
  const { setMenuOpen } = useMenuState()
  return <AccountLinks onChoose={() => setMenuOpen(false)} />
}
