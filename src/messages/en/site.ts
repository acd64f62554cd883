/** Catalogue namespace `site` (English). */
export const site = {
  name: 'Candor',
  tagline: 'Honest health insurance reviews',
  description:
    'Find the marketplace health insurers that sell plans in your ZIP code, compare official CMS figures with reviews from members, and get a personal, transparent ranking.',
  skipToContent: 'Skip to main content',
} as const
