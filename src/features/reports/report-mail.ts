/**
 * The one mail a report sends: its link, and nothing of the answers behind it, so an inbox
 * that others can read reveals no health information.
 */
export function reportLinkMail(link: string): { subject: string; text: string } {
  return {
    subject: 'Your Candor report',
    text: `Hello,\n\nHere is the link to the insurer report you made on Candor:\n\n${link}\n\nAnyone with this link can open the report until it is deleted, so keep it to yourself. A report that is not saved to an account is deleted 90 days after its last change; you can delete it sooner from the report itself.\n\nThe Candor team\n`,
  }
}
