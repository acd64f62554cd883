/** Catalogue namespace `replyMails` (English): stopping the mails that say an insurer answered a review. */
export const replyMails = {
  title: 'Mails about insurers’ replies',
  question:
    'Candor mails you once when an insurer answers one of your reviews in public. Stop these mails for your address?',
  stop: 'Stop these mails',
  done: 'Done. Candor will send no more mails to your address when an insurer answers one of your reviews.',
  invalid: 'This link is not valid. Open the whole link from the mail again, or write to us through the contact page.',
}
