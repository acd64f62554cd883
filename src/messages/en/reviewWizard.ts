/** Catalogue namespace `reviewWizard` (English). */
export const reviewWizard = {
  dialogTitle: (plan: string) => `Your review of ${plan}`,
  close: 'Close',
  progress: (step: number, total: number) => `Step ${step} of ${total}`,
  faces: {
    terrible: 'Terrible',
    bad: 'Bad',
    okay: 'Okay',
    good: 'Good',
    great: 'Great',
  },
  stepOneHeading: 'How was your experience on this plan?',
  stepTwoHeading: 'Next, share your experience in these areas',
  experienceYearLabel: 'When were you on this plan? (optional)',
  experienceYearHint: (year: string) =>
    year
      ? `The last year you had it. Shown with your review as “Member in ${year}”.`
      : 'The last year you had it. Shown with your review as “Member in” and the year you pick.',
  experienceYearNone: 'Prefer not to say',
  accessToCare: 'Timely Access to Care',
  customerService: 'Customer Service',
  priceTransparency: 'Price Transparency',
  /** Under a step 2 rating left empty: the rating's own label, so the message names what it is under. */
  ratingRequired: (label: string) => `${label} rating is required`,
  stepThreeHeading: 'Tell others about this plan',
  privateLabel: 'Private note to the insurer (optional)',
  privateHint: 'Only the insurer sees this note. It is never published on Candor. Up to 500 characters.',
  insurerContactLabel: 'The insurer may contact me about this review',
  insurerContactHint:
    'Optional. If you tick this, the insurer sees your email address beside your review and your note, and may write to you about it. Otherwise it never sees your address.',
  publicLabel: 'Your public review',
  publicHint:
    'Between 50 and 1000 characters. Other people will read this once editorial and policy review have checked it.',
  characterCount: (count: number, max: number) => `${count}/${max}`,
  characterCountSpoken: (count: number, min: number | null, max: number) =>
    min !== null && count < min
      ? `${count} of ${max} characters, at least ${min} needed`
      : `${count} of ${max} characters`,
  nameLabel: 'Name',
  nameHint: 'Shown with your review. Your first name and last initial are enough.',
  emailLabel: 'Email',
  emailHint: 'Never published. We write only if we have a question about your review.',
  termsBefore:
    'I certify that this review is based on my own experience and is my genuine opinion of this plan, and I agree to the ',
  termsLink: 'Terms of Service',
  termsAfter: '.',
  captchaLabel: 'Verification that you are a person',
  guidelinesBefore: 'Before you send your review, please read our ',
  guidelinesLink: 'review guidelines',
  guidelinesAfter: '.',
  honeypotLabel: 'Leave this field empty',
  back: 'Back',
  next: 'Next',
  sending: 'Sending…',
  notSent: 'Your review could not be sent:',
  thankYou: 'Thank you!',
  goesLive: 'Your review will go live after a check by editorial and policy review, which takes 1-2 business days.',
  queued:
    "We couldn't reach Candor just now, so your review is saved on this device. It will be sent automatically, even after you close this page, the next time you visit Candor.",
  limited:
    'Several reviews have been sent from this connection within the hour, so Candor is holding this one for a while. It is saved on this device and will be sent automatically later, the next time you visit Candor.',
  limitedUntil: (time: string) =>
    `Several reviews have been sent from this connection within the hour, so Candor is holding this one for a while. It is saved on this device and will be sent automatically after ${time}, whenever Candor is open in this browser.`,
  registerPrompt: 'Create an account to save this review to your profile!',
  register: 'Register',
  backToReviews: 'Back to Plan Reviews',
  backToHomepage: 'Back to Homepage',
  backToReport: 'Back to Report',
} as const
