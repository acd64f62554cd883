/** Catalogue namespace `contact` (English). */
export const contact = {
  formHeading: 'Write to us',
  nameLabel: 'Your name',
  emailLabel: 'Your email',
  emailHint: 'We answer to this address and use it for nothing else.',
  topicLabel: 'What is it about?',
  topicPlaceholder: 'Choose a topic',
  topics: {
    question: 'A question about Candor',
    review: 'Problem with a review',
    data: 'My data: see, download or delete it',
    press: 'Press',
    other: 'Something else',
  },
  messageLabel: 'Your message',
  messageHint: 'Please leave out health details and member ID numbers: we don’t need them to help you.',
  send: 'Send message',
  sending: 'Sending…',
  sent: 'Thank you. Your message has reached the Candor team, and we will answer by email.',
  sendAnother: 'Write another message',
  failed: 'Your message could not be sent just now. Nothing was lost on your side: please try again in a moment.',
  honeypotLabel: 'Leave this field empty',
} as const
