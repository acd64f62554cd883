/**
 * Catalogue namespace `siteMail` (English): the report's link, the newsletter's confirmation
 * and the decision on a review, by mail.
 */
export const siteMail = {
  hello: 'Hello,',
  signOff: 'The Candor team',
  reportSubject: 'Your Candor report',
  reportText: (link: string) =>
    `Here is the link to the insurer report you made on Candor:\n\n${link}\n\nAnyone with this link can open the report until it is deleted, so keep it to yourself. A report that is not saved to an account is deleted 90 days after its last change; you can delete it sooner from the report itself.`,
  newsletterSubject: 'Confirm your Candor updates',
  newsletterText: (link: string) =>
    `Someone, hopefully you, asked to receive Candor's updates at this address. To confirm, open this link within 7 days:\n\n${link}\n\nIf you did not ask, ignore this message: you will not hear from us again, and the address is deleted after 30 days.`,
  insurerDigestSubject: (count: number) =>
    count === 1 ? 'Candor: 1 new private note for your plans' : `Candor: ${count} new private notes for your plans`,
  insurerDigestText: (count: number, link: string) =>
    `${count === 1 ? 'A member left a private note' : `Members left ${count} private notes`} with ${count === 1 ? 'a review' : 'reviews'} of your plans that Candor published since the last digest. Read ${count === 1 ? 'it' : 'them'} in your inbox (sign-in needed); Candor never puts a note in a mail:\n\n${link}`,
  replyPublishedSubject: 'The insurer answered your review on Candor',
  replyPublishedText: (plan: string, link: string) =>
    `The insurer answered your review of ${plan} in public. Candor checked the answer against its policy before showing it under your review:\n\n${link}`,
  replyStopText: (link: string) =>
    `Candor sends this mail once per review. To get no more mails when an insurer answers one of your reviews, open: ${link}`,
  reviewPublishedSubject: 'Your review is live on Candor',
  reviewPublishedText: (plan: string, link: string) =>
    `Your review of ${plan} passed our editorial and policy checks and is now published:\n\n${link}\n\nThank you for telling others what this plan is really like.`,
  reviewRejectedSubject: 'We could not publish your review',
  reviewRejectedText: (plan: string, reason: string) =>
    `Thank you for your review of ${plan}. We could not publish it, for this reason:\n\n${reason}.`,
  reviewRejectedNote: (note: string) => `A note from the person who checked it:\n${note}`,
  reviewRejectedGuidelines: (link: string) =>
    `Our content guidelines say what a review can include, for praise and complaint alike:\n${link}`,
  reviewRejectedWriteAgain: (link: string) => `You are welcome to write a new review of this plan:\n${link}`,
  reviewYourPlan: 'your plan',
  issueFooter: (email: string, unsubscribeLink: string) =>
    `You receive Candor's updates because you confirmed ${email}.\nUnsubscribe at once: ${unsubscribeLink}`,
  reviewOtherReason: 'It does not meet our guidelines',
} as const
