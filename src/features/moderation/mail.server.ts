import type { Payload } from 'payload'

import { namePlans } from '@/features/plans/server'
import { tidyName } from '@/features/plans'
import { reviewWizardHref } from '@/features/reviews'
import { getEnv } from '@/lib/env'
import { DEFAULT_LOCALE, isLocale, localizeHref, type Locale } from '@/lib/i18n'
import { messagesFor } from '@/messages'
import { ROUTES } from '@/platform/routes'
import { getLogger } from '@/lib/logger'

import type { RejectionReason } from './reasons'

type DecidedReview = {
  id: number
  plan: number
  status: 'published' | 'rejected'
  email: string
  language?: Locale | null
  rejectionReason?: RejectionReason | null
  noteToAuthor?: string | null
  planSnapshot?: { issuerLegalName?: string | null } | null
}

/**
 * The author's mail about a decision, in the language the review was written in: published,
 * or rejected with the reason and how to write again. `planName` is the plan's name as the
 * site shows it (plan-name.ts).
 */
export function decisionMail(review: DecidedReview, planName: string | null): { subject: string; text: string } {
  const locale = isLocale(review.language) ? review.language : DEFAULT_LOCALE
  const m = messagesFor(locale).siteMail
  const site = getEnv().siteUrl
  const link = (path: string) => `${site}${localizeHref(path, locale)}`
  const snapshotName = review.planSnapshot?.issuerLegalName ? tidyName(review.planSnapshot.issuerLegalName) : null
  const plan = planName ?? snapshotName ?? m.reviewYourPlan
  const letter = (...paragraphs: string[]) => `${[m.hello, ...paragraphs, m.signOff].join('\n\n')}\n`
  if (review.status === 'published') {
    return {
      subject: m.reviewPublishedSubject,
      text: letter(m.reviewPublishedText(plan, link(`/plans/${review.plan}`))),
    }
  }
  const reasons = messagesFor(locale).guidelines.rejectReasons
  const reason = review.rejectionReason ? reasons[review.rejectionReason] : m.reviewOtherReason
  const note = review.noteToAuthor?.trim()
  return {
    subject: m.reviewRejectedSubject,
    text: letter(
      m.reviewRejectedText(plan, reason),
      ...(note ? [m.reviewRejectedNote(note)] : []),
      m.reviewRejectedGuidelines(link(ROUTES.contentGuidelines)),
      m.reviewRejectedWriteAgain(link(reviewWizardHref(review.plan))),
    ),
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
