/** Catalogue namespace `siteMail` (English): the report's link and the newsletter's confirmation, by mail. */
export const siteMail = {
  hello: 'Hello,',
  signOff: 'The Candor team',
  reportSubject: 'Your Candor report',
  reportText: (link: string) =>
    `Here is the link to the insurer report you made on Candor:\n\n${link}\n\nAnyone with this link can open the report until it is deleted, so keep it to yourself. A report that is not saved to an account is deleted 90 days after its last change; you can delete it sooner from the report itself.`,
  newsletterSubject: 'Confirm your Candor updates',
  newsletterText: (link: string) =>
    `Someone, hopefully you, asked to receive Candor's updates at this address. To confirm, open this link within 7 days:\n\n${link}\n\nIf you did not ask, ignore this message: you will not hear from us again, and the address is deleted after 30 days.`,
} as const
