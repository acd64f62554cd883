import { ROUTES } from '@/platform/routes'
import { footer as footerEn } from '@/messages/en/footer'

export type FooterLink =
  | { kind: 'link'; label: string; href: string }
  | { kind: 'stay-in-the-loop'; label: string }
  | { kind: 'write-review'; label: string }

export type SocialLink = { label: string; href: string; network: 'facebook' | 'instagram' | 'linkedin' }

export type FooterContent = {
  notice: string
  groups: { heading: string; links: FooterLink[] }[]
  social: { heading: string; links: SocialLink[] }
}

/** The footer as the site ships it, in the words of one language. */
export function defaultFooterContent(m: typeof footerEn): FooterContent {
  return {
    notice: m.notice,
    groups: [
      {
        heading: m.aboutHeading,
        links: [
          { kind: 'link', label: m.letsBeHonest, href: ROUTES.article },
          { kind: 'link', label: m.contentGuidelines, href: ROUTES.contentGuidelines },
          { kind: 'link', label: m.termsOfService, href: ROUTES.termsOfService },
          { kind: 'link', label: m.privacyPolicy, href: ROUTES.privacyPolicy },
        ],
      },
      {
        heading: m.takeActionHeading,
        links: [
          { kind: 'link', label: m.takeTheQuiz, href: ROUTES.quiz },
          { kind: 'write-review', label: m.writeReview },
          { kind: 'link', label: m.contactUs, href: ROUTES.contact },
          { kind: 'stay-in-the-loop', label: m.stayConnected },
        ],
      },
    ],
    social: {
      heading: m.socialHeading,
      links: [
        { network: 'facebook', label: m.facebook, href: 'https://www.facebook.com/candorhealthreviews' },
        { network: 'instagram', label: m.instagram, href: 'https://www.instagram.com/candorhealthreviews' },
        { network: 'linkedin', label: m.linkedin, href: 'https://www.linkedin.com/showcase/candorhealthreviews' },
      ],
    },
  }
}

/** The footer as the site ships it in English; a page may pass its own content instead. */
export const DEFAULT_FOOTER_CONTENT: FooterContent = defaultFooterContent(footerEn)
