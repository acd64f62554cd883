import type { Payload } from 'payload'

import { namePlans } from '@/features/plans/market-index.server'
import { tidyName } from '@/features/plans/plan-name'
import { reviewWizardHref } from '@/features/reviews/review-links'
import { getEnv } from '@/lib/env'
import { ROUTES } from '@/lib/routes'
import { getLogger } from '@/lib/logger'

import { REJECTION_REASONS, type RejectionReason } from './reasons'

type DecidedReview = {
  id: number
  plan: number
  status: 'published' | 'rejected'
  email: string
  rejectionReason?: RejectionReason | null
  noteToAuthor?: string | null
  planSnapshot?: { issuerLegalName?: string | null } | null
}

const signOff = '\n\nThe Candor team\n'

/**
 * The author's mail about a decision: published, or rejected with the reason and how to write
 * again. `planName` is the plan's name as the site shows it (plan-name.ts).
 */
export function decisionMail(review: DecidedReview, planName: string | null): { subject: string; text: string } {
  const site = getEnv().siteUrl
  const snapshotName = review.planSnapshot?.issuerLegalName ? tidyName(review.planSnapshot.issuerLegalName) : null
  const plan = planName ?? snapshotName ?? 'your plan'
  if (review.status === 'published') {
    return {
      subject: 'Your review is live on Candor',
      text: `Hello,\n\nYour review of ${plan} passed our editorial and policy checks and is now published:\n\n${site}/plans/${review.plan}\n\nThank you for telling others what this plan is really like.${signOff}`,
    }
  }
  const reason = review.rejectionReason ? REJECTION_REASONS[review.rejectionReason] : 'It does not meet our guidelines'
  const note = review.noteToAuthor?.trim()
    ? `\n\nA note from the person who checked it:\n${review.noteToAuthor.trim()}`
    : ''
  return {
    subject: 'We could not publish your review',
    text: `Hello,\n\nThank you for your review of ${plan}. We could not publish it, for this reason:\n\n${reason}.${note}\n\nOur content guidelines say what a review can include, for praise and complaint alike:\n${site}${ROUTES.contentGuidelines}\n\nYou are welcome to write a new review of this plan:\n${site}${reviewWizardHref(review.plan)}${signOff}`,
  }
}

/** Sends it; a mail that fails is logged and never undoes the decision. */
export async function sendDecisionMail(payload: Payload, review: DecidedReview): Promise<void> {
  if (!review.email || review.email.endsWith('.invalid')) return
  try {
    const mail = decisionMail(review, (await namePlans(payload, [review.plan])).get(review.plan) ?? null)
    await payload.sendEmail({ to: review.email, subject: mail.subject, text: mail.text })
  } catch (error) {
    getLogger().error({ err: error, reviewId: review.id }, 'the decision mail could not be sent')
  }
}
