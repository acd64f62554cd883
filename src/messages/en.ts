/**
 * Every string the interface shows, in one catalogue, so Spanish is a translation
 * and not a rewrite. Components read from `messages`; nothing is hard-coded in them.
 */
export const en = {
  site: {
    name: 'Candor',
    tagline: 'Honest health insurance reviews',
    description:
      'Find the marketplace health insurers that sell plans in your ZIP code, compare official CMS figures with reviews from members, and get a personal, transparent ranking.',
    skipToContent: 'Skip to main content',
  },
  header: {
    homeLabel: 'Candor, go to the home page',
    mainNavLabel: 'Main',
    takeQuiz: 'Take The Quiz',
    stayInTheLoop: 'Stay In The Loop',
    writeReview: 'Write a Review',
    letsBeHonest: "Let's Be Honest",
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    accountLabel: 'Account',
  },
  footer: {
    notice: 'This site is intended for residents of the United States of America.',
    navLabel: 'Footer',
    aboutHeading: 'About',
    takeActionHeading: 'Take Action',
    socialHeading: 'Follow Us On Social',
    letsBeHonest: "Let's Be Honest",
    contentGuidelines: 'Content Guidelines',
    termsOfService: 'Terms of Service',
    privacyPolicy: 'Privacy Policy',
    takeTheQuiz: 'Take the Quiz',
    writeReview: 'Write a Review',
    contactUs: 'Contact Us',
    stayConnected: 'Stay Connected',
    facebook: 'Facebook',
    instagram: 'Instagram',
    linkedin: 'LinkedIn',
    opensInNewWindow: '(opens in a new window)',
    backToTop: 'Back to top',
    copyright: (year: number) => `© ${year} Candor`,
  },
  home: {
    metaTitle: 'Candor: honest health insurance reviews',
    heroHeading: 'Choose health insurance with the whole truth in view',
    heroLead:
      'See the insurers that really sell marketplace plans where you live, with official CMS quality ratings and claim-denial figures next to reviews from their members.',
    heroQuiz: 'Take The Quiz',
    heroReview: 'Write a Review',
    jobsHeading: 'What Candor does',
    jobs: [
      {
        title: 'Find',
        text: 'Enter a ZIP code and see every insurer selling individual-market plans there, with the official figures side by side.',
      },
      {
        title: 'Review',
        text: 'Members rate their plan on access to care, customer service and price transparency. Every review is checked by editorial and policy review before it goes live.',
      },
      {
        title: 'Guide',
        text: 'A short quiz about your needs turns into a personal ranking of the insurers near you, and shows exactly why.',
      },
    ],
    sourcesHeading: 'Where the figures come from',
    sourcesText:
      'Plans, service areas and plan facts come from the public files of the Centers for Medicare & Medicaid Services (CMS) for the HealthCare.gov states; quality ratings from the CMS Quality Rating System; claim-denial rates from the CMS transparency-in-coverage data. Where a figure is missing we say "not rated" or "not available" and never fill it in. Member reviews are the only thing on Candor that comes from people, and each one is checked before it is published.',
    loopHeading: 'Stay in the loop',
    loopText:
      'New plan years, new ratings and new guides arrive every autumn. Sign-up for updates by email opens here soon.',
  },
  notFound: {
    metaTitle: 'Page not found',
    heading: "We couldn't find that page",
    text: 'The address may be mistyped, or the page may have moved. These are good places to go next:',
    home: 'Go to the home page',
    quiz: 'Take the quiz',
    review: 'Write a review',
  },
  error: {
    heading: 'Something went wrong on our side',
    text: 'The page could not be shown. Nothing you entered has been lost. Please try again in a moment.',
    retry: 'Try again',
    home: 'Go to the home page',
    reference: (digest: string) => `Reference: ${digest}`,
  },
} as const

export type Messages = typeof en
