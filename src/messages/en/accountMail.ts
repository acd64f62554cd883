/** Catalogue namespace `accountMail` (English): the mail members receive about their account. */
export const accountMail = {
  hello: (firstName: string) => `Hello ${firstName},`,
  signOff: 'The Candor team',
  verificationSubject: 'Confirm your email for Candor',
  verificationText: (link: string) =>
    `Please confirm this is your email address, so you can log in to Candor:\n\n${link}\n\nIf you did not make an account on Candor, ignore this message and nothing will happen.`,
  resetSubject: 'Reset your Candor password',
  resetText: (link: string) =>
    `Someone, hopefully you, asked to reset the password of your Candor account. Choose a new one here within the next hour:\n\n${link}\n\nThe link works once. If you did not ask, ignore this message: your password stays as it is.`,
  emailChangeSubject: 'Confirm your new email for Candor',
  emailChangeText: (link: string) =>
    `Please confirm this new email address for your Candor account:\n\n${link}\n\nUntil you do, we keep using your previous address. The link works for 24 hours.`,
  takenSubject: 'Someone tried to make a Candor account with your email',
  takenText: (loginLink: string, resetLink: string) =>
    `Someone, perhaps you, tried to make a new Candor account with this email address. You already have one, so nothing was made.\n\nLog in here: ${loginLink}\nForgot your password? Choose a new one here: ${resetLink}\n\nIf it was not you, ignore this message: your account stays as it is.`,
  deletedSubject: 'Your Candor account has been deleted',
  deletedText:
    'As you asked, your Candor account and the personal data in it have been deleted. Thank you for helping others choose their health plan.',
} as const
