/** Catalogue namespace `accountForms` (English). */
export const accountForms = {
  sending: 'Sending…',
  unreachable: "We couldn't reach Candor. Check your connection and try again.",
  unexpected: 'Something went wrong on our side. Nothing was saved. Please try again in a moment.',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  password: 'Password',
  newPassword: 'New password',
  currentPassword: 'Current password',
  passwordRules:
    'At least 10 characters. Avoid common passwords and runs like 1234567890, and leave your email address out of it.',
} as const
