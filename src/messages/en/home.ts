/** Catalogue namespace `home` (English). */
export const home = {
  metaTitle: 'Candor: honest health insurance reviews',
  heroHeading: 'Choose health insurance with the whole truth in view',
  heroLead:
    'See the insurers that really sell marketplace plans where you live, with official CMS quality ratings and claim-denial figures next to reviews from their members.',
  heroQuiz: 'Take The Quiz',
  heroReview: 'Write a Review',
  healthDataHeading: 'Your health answers stay with Candor',
  healthDataText:
    'The quiz asks about your health only if you agree, uses the answers only to rank insurers for you, and never sells them, shares them or uses them for advertising. You can delete your report at any time.',
  healthDataLink: 'Read the consumer health data policy',
  costsHeading: 'What would you pay after the tax credit?',
  costsText:
    'Most people who buy a marketplace plan get a tax credit that lowers the monthly bill. Enter your ZIP code, ages and income to see an estimate for your household, with every rule explained.',
  costsLink: 'Estimate your costs',
  jobsHeading: 'What Candor does',
  jobs: [
    {
      title: 'Find',
      text: 'Enter a ZIP code and see every insurer selling individual-market plans there, with the official figures side by side.',
      link: { href: '/plans', label: 'Browse insurers by state' },
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
  loopText: 'New plan years, new ratings and new guides arrive every autumn. Get a short email when they do.',
} as const
