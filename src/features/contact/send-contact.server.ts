import type { Payload } from 'payload'

import { checkReviewCaptcha, isCaptchaSpent } from '@/features/reviews/server'
import { REVIEW_MESSAGES } from '@/features/reviews'
import { ok, type JsonAnswer } from '@/lib/api-response'
import { getEnv } from '@/lib/env'
import { AppError } from '@/lib/errors'
import { getLogger } from '@/lib/logger'
import type { MutationContext } from '@/platform/mutation-context'
import { messages } from '@/messages'

import { CONTACT_HONEYPOT, type ContactInput } from './schema'
import { contactTopicLabels } from './topics'
import { asSystem } from '@/lib/as-system'

/** The address contact messages are mailed to: the site setting, else the address Candor sends from. */
async function staffAddress(payload: Payload): Promise<string> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, ...asSystem('siteSignals') })
  if (settings.contactEmail) return settings.contactEmail
  const from = getEnv().emailFrom
  return /<([^>]+)>/.exec(from)?.[1] ?? from
}

/**
 * `POST /v1/contact`: keeps the message for staff, then mails it to the staff address. The
 * message is stored first, so a mail server that is down loses nothing: staff read it in
 * the admin. A filled honeypot is answered like a success and changes nothing.
 */
export async function sendContactMessage({
  payload,
  input,
  body,
  clientHash,
}: MutationContext<ContactInput>): Promise<JsonAnswer> {
  const log = getLogger()
  const honeypot = body[CONTACT_HONEYPOT]
  if (typeof honeypot === 'string' && honeypot.trim() !== '') {
    log.warn({ clientHash }, 'contact message discarded: honeypot filled')
    return ok({ sent: true }, 201)
  }
  const captcha = await checkReviewCaptcha(input.challenge)
  if (!captcha.ok) throw AppError.invalid({ challenge: captcha.message })
  if (await isCaptchaSpent(payload, captcha.id)) throw AppError.invalid({ challenge: REVIEW_MESSAGES.captchaUsed })

  const topic = contactTopicLabels[input.topic]
  const stored = await payload.create({
    collection: 'contact-messages',
    ...asSystem('visitorSubmission'),
    data: {
      subject: `${topic}: ${input.name}`,
      topic: input.topic,
      name: input.name,
      email: input.email,
      message: input.message,
      status: 'new',
      captchaId: captcha.id,
    },
  })
  try {
    await payload.sendEmail({
      to: await staffAddress(payload),
      // Staff read the admin in English.
      subject: messages.staff.contactMailSubject(topic, input.name),
      text: messages.staff.contactMailText(
        input.name,
        input.email,
        topic,
        input.message,
        `${getEnv().siteUrl}/admin/collections/contact-messages/${stored.id}`,
      ),
    })
  } catch (error) {
    log.error({ err: error, contactMessageId: stored.id }, 'contact message kept, but mailing staff failed')
  }
  return ok({ sent: true }, 201)
}
