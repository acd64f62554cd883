/** Catalogue namespace `footer` (English). */
export const footer = {
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
  /** With third-party measurement configured: shows the consent banner again. */
  privacyChoices: 'Privacy choices',
  copyright: (year: number) => `© ${year} Candor`,
} as const
