/** Catalogue namespace `reviewOutbox` (English). */
export const reviewOutbox = {
  queuedToast: 'Your review is saved on this device and will be sent automatically.',
  limitedToast:
    'Too many reviews came from this connection within the hour: yours is saved on this device and will be sent later.',
  sentToast: 'Your review has been sent. It will go live after a check by editorial and policy review.',
  rejectedToast: (plan: string, reason: string) => `Your review of ${plan} could not be sent. ${reason}`,
  rejectedFallback: 'Candor could not accept it. Please write it again.',
} as const
