'use client'

import { useEffect, useRef, useState } from 'react'

import { AppLink } from '@/components/ui/app-link'
import { useFrameWords } from '@/components/ui/locale'
import { openPrivacyChoices } from '@/features/measurement'
import { useOpenReviewDialog } from '@/features/reviews'
import { prefersReducedMotion } from '@/lib/scroll'

import type { FooterContent, SocialLink } from '../footer-content'
import { LanguageSwitch } from './language-switch'
import { StayInTheLoopLink } from './stay-in-the-loop-link'

/** The footer is revealed once, when a tenth of it has come into view. */
const REVEAL_THRESHOLD = 0.1

function SocialIcon({ network }: { network: SocialLink['network'] }) {
  const paths: Record<SocialLink['network'], string> = {
    facebook: 'M14 8h3V4h-3c-2.8 0-5 2.2-5 5v2H7v4h2v9h4v-9h3l1-4h-4V9c0-.6.4-1 1-1Z',
    instagram:
      'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z',
    linkedin:
      'M4 9h4v12H4V9Zm2-6a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm4 6h4v1.7c.6-1 1.9-2 3.8-2 4 0 4.2 2.6 4.2 6V21h-4v-5.5c0-1.5 0-3.4-2-3.4s-2.3 1.6-2.3 3.3V21H10V9Z',
  }
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d={paths[network]} fill="currentColor" />
    </svg>
  )
}

export function Footer({
  content,
  offersPrivacyChoices = false,
}: {
  /** The footer's words and links, from the server (src/globals/Footer/content.ts). */
  content: FooterContent
  /** With trackers configured: a button that shows the consent banner again. */
  offersPrivacyChoices?: boolean
}) {
  const m = useFrameWords().footer
  const openReviewDialog = useOpenReviewDialog()
  const footerRef = useRef<HTMLElement>(null)
  const [isRevealed, setIsRevealed] = useState(false)

  useEffect(() => {
    const footer = footerRef.current
    if (!footer || typeof IntersectionObserver === 'undefined') {
      setIsRevealed(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setIsRevealed(true)
          observer.disconnect()
        }
      },
      { threshold: REVEAL_THRESHOLD },
    )
    observer.observe(footer)
    return () => observer.disconnect()
  }, [])

  const scrollToTop = () => {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
    document.querySelector<HTMLElement>('.site-header__logo')?.focus({ preventScroll: true })
  }

  return (
    <footer ref={footerRef} className="site-footer" data-revealed={isRevealed ? 'true' : 'false'}>
      <div className="site-footer__inner">
        <nav className="site-footer__groups" aria-label={m.navLabel}>
          {content.groups.map((group) => (
            <div key={group.heading} className="site-footer__group">
              <h2 className="site-footer__heading">{group.heading}</h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.label}>
                    {link.kind === 'link' ? (
                      <AppLink href={link.href}>{link.label}</AppLink>
                    ) : link.kind === 'stay-in-the-loop' ? (
                      <StayInTheLoopLink>{link.label}</StayInTheLoopLink>
                    ) : (
                      <button type="button" className="link-button" onClick={openReviewDialog}>
                        {link.label}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <div className="site-footer__group">
            <h2 className="site-footer__heading">{content.social.heading}</h2>
            <ul className="site-footer__social">
              {content.social.links.map((link) => (
                <li key={link.network}>
                  <AppLink href={link.href} newWindow className="social-link">
                    <SocialIcon network={link.network} />
                    <span>{link.label}</span>
                  </AppLink>
                </li>
              ))}
            </ul>
          </div>
        </nav>
        <div className="site-footer__bottom">
          <p className="site-footer__notice">{content.notice}</p>
          <p className="site-footer__copyright">{m.copyright}</p>
          <LanguageSwitch className="site-footer__language" />
          {offersPrivacyChoices ? (
            <button type="button" className="link-button site-footer__privacy-choices" onClick={openPrivacyChoices}>
              {m.privacyChoices}
            </button>
          ) : null}
          <button type="button" className="scroll-to-top" onClick={scrollToTop} aria-label={m.backToTop}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M12 5 5 12l1.4 1.4L11 8.8V20h2V8.8l4.6 4.6L19 12l-7-7Z" fill="currentColor" />
            </svg>
          </button>
        </div>
      </div>
    </footer>
  )
}
