/** Catalogue namespace `guidelines` (English). */
export const guidelines = {
  metaTitle: 'Content guidelines',
  metaDescription:
    'What a Candor review can include, what we do not publish, and how editorial and policy review treat praise and complaint alike.',
  heading: 'Content guidelines',
  lead: 'Candor publishes what members say about their own experience with a marketplace health plan. Every review is read by two people before it goes live: an editorial check and a policy check, usually within 1-2 business days. The same rules apply to praise and to complaint. We never turn a review down for being negative, and never publish one for being positive.',
  includeHeading: 'What a review can include',
  include: [
    'Your own experience as a member of the plan: getting appointments, finding doctors in the network, prior authorizations, claims, bills, prescriptions and customer service.',
    'What the plan cost you and whether the prices were clear before you got care.',
    'Facts and feelings alike, in your own words, in English or Spanish.',
  ],
  rejectHeading: 'What we do not publish',
  rejectLead: 'A review is not published when it falls under one of these reasons. The author is told which one.',
  /** The fixed reasons for rejecting a review, by code (features/moderation/reasons.ts). */
  rejectReasons: {
    'not-about-experience': 'It is not about an experience with this plan',
    'personal-information': 'It contains personal information',
    offensive: 'It is offensive or harassing',
    'conflict-of-interest': 'It was written with a conflict of interest',
    'spam-or-duplicate': 'It is spam or a duplicate',
    'someone-elses-health': "It describes someone else's health",
    advertising: 'It is advertising',
  },
  privateHeading: 'Your private note',
  privateText:
    'The private note in the review form is for the insurer only. It is never shown on Candor, and you can leave it empty.',
  redactionHeading: 'We do not rewrite reviews',
  redactionText:
    'Staff cannot change what you wrote. If a review names a phone number, an email address, a member id or other personal information, staff may replace that passage with [personal information removed], and the change is recorded.',
  declinedHeading: 'If your review is not published',
  declinedText:
    'We email you the reason from the list above, sometimes with a short note, and you are welcome to write a new review.',
  reportHeading: 'Reporting a review',
  reportText:
    'Under every published review, "Report this review" lets any reader tell us it breaks these guidelines. It then goes back to both checks. It stays visible meanwhile, unless it was reported as illegal or harmful content.',
  figuresLink:
    'See moderation in figures: how many reviews we received, published and rejected, by star rating and by reason',
} as const
