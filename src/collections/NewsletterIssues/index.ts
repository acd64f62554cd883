import type { CollectionConfig, PayloadRequest } from 'payload'

import { can } from '@/access/permissions'
import { continueSending, countConfirmed, issueProgress, postalAddressOf } from '@/features/newsletter/server'
import { getLogger } from '@/lib/logger'
import { sendHeldBackAgain } from '@/platform/mail-queue.server'
import { staffRefusal } from '@/lib/staff-refusal'
import { messagesForAdmin } from '@/messages'

/** The held-back copies of an issue, counted or sent again, for staff who send the newsletter. */
async function heldBackAnswer(req: PayloadRequest, sendAgain: boolean): Promise<Response> {
  const words = messagesForAdmin(req.i18n?.language).staff
  if (!can(req.user, 'newsletter.send')) {
    return Response.json({ errors: [{ message: words.heldBackNotAllowed }] }, { status: 403 })
  }
  const id = Number(req.routeParams?.id)
  if (!Number.isInteger(id) || id <= 0)
    return Response.json({ errors: [{ message: words.heldBackNoIssue }] }, { status: 404 })
  if (sendAgain) {
    const sent = await sendHeldBackAgain(req.payload, id)
    getLogger().info({ issueId: id, copies: sent, userId: req.user?.id }, 'held-back newsletter copies sent again')
    return Response.json({ sentAgain: sent }, { headers: { 'Cache-Control': 'no-store' } })
  }
  const { heldBack } = await issueProgress(req.payload, id)
  return Response.json({ heldBack }, { headers: { 'Cache-Control': 'no-store' } })
}

/** Sending figures show once an issue has gone out. */
const sentOrSending = (data: { status?: string } | undefined) => Boolean(data?.status && data.status !== 'draft')

/**
 * Newsletter issues ("Stay in the loop"). An editor writes one, ticks "Send" and saves: it
 * goes, through the mail queue, to every confirmed subscriber, each once, in batches that
 * carry on after a restart (features/newsletter/issues.server.ts). A sent issue can no
 * longer be changed. Issues go to every confirmed subscriber alike: nothing is chosen by
 * anyone's quiz answers.
 */
export const NewsletterIssues: CollectionConfig = {
  slug: 'newsletter-issues',
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'status', 'progress', 'sentAt', 'updatedAt'],
    group: 'newsletter',
  },
  defaultSort: '-createdAt',
  endpoints: [
    {
      // GET: how many copies of the issue a restart held back; POST: send them again (the editor's call).
      path: '/:id/held-back',
      method: 'get',
      handler: async (req) => heldBackAnswer(req, false),
    },
    {
      path: '/:id/held-back',
      method: 'post',
      handler: async (req) => heldBackAnswer(req, true),
    },
  ],
  access: {
    read: ({ req }) => can(req.user, 'newsletter.send'),
    create: ({ req }) => can(req.user, 'newsletter.send'),
    // Only a draft can change; an issue being sent or sent stays as it went out.
    update: ({ req }) => (can(req.user, 'newsletter.send') ? { status: { equals: 'draft' } } : false),
    delete: ({ req }) => (can(req.user, 'newsletter.send') ? { status: { equals: 'draft' } } : false),
  },
  hooks: {
    beforeChange: [
      async ({ context, data, originalDoc, req }) => {
        // The sending steps set these themselves; anyone else's values are ignored.
        if (context.newsletterSend) return data
        const kept = {
          status: originalDoc?.status ?? 'draft',
          recipients: originalDoc?.recipients ?? null,
          sendStartedAt: originalDoc?.sendStartedAt ?? null,
          sentAt: originalDoc?.sentAt ?? null,
          cursor: originalDoc?.cursor ?? null,
          sendNow: false,
        }
        if (!data.sendNow || kept.status !== 'draft') return { ...data, ...kept }
        const [postalAddress, recipients] = await Promise.all([
          postalAddressOf(req.payload),
          countConfirmed(req.payload),
        ])
        const words = messagesForAdmin(req.i18n?.language).staff
        const refusal = !postalAddress
          ? words.issuePostalAddressMissing
          : recipients === 0
            ? words.issueNoOneToSendTo
            : null
        if (refusal) throw staffRefusal('newsletter-issues', [{ path: 'sendNow', message: refusal }])
        return {
          ...data,
          ...kept,
          status: 'sending',
          recipients,
          sendStartedAt: new Date().toISOString(),
        }
      },
    ],
    afterChange: [
      ({ context, doc, previousDoc, req }) => {
        if (doc.status !== 'sending' || previousDoc?.status === 'sending') return doc
        // A caller that runs the sending steps itself says so (the tests of resuming do).
        if (context.startSending === false) return doc
        // Started once the save is committed; the maintenance job carries on whatever this misses.
        const { payload } = req
        setTimeout(
          () =>
            void continueSending(payload, doc.id).catch((error: unknown) =>
              getLogger().error({ err: error, issueId: doc.id }, 'sending a newsletter issue stopped'),
            ),
          250,
        )
        return doc
      },
    ],
  },
  fields: [
    // Written in English, and in Spanish for those who signed up on a Spanish page (they get
    // the English issue when it has no Spanish words).
    { name: 'subject', type: 'text', required: true, localized: true, maxLength: 150 },
    {
      name: 'body',
      type: 'textarea',
      required: true,
      localized: true,
      maxLength: 20_000,
      admin: {
        rows: 16,
      },
    },
    {
      name: 'sendNow',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', condition: (data) => !data?.status || data.status === 'draft' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'draft',
      index: true,
      options: ['draft', 'sending', 'sent'],
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'progress',
      type: 'text',
      virtual: true,
      admin: { position: 'sidebar', readOnly: true, condition: sentOrSending },
      hooks: {
        afterRead: [
          async ({ siblingData, req }) => {
            if (!siblingData?.id || siblingData.status === 'draft') return null
            const progress = await issueProgress(req.payload, siblingData.id as number)
            const { written, delivered, failed, heldBack } = progress
            const of = siblingData.recipients ?? written
            return messagesForAdmin(req.i18n?.language).staff.issueProgress(written, of, delivered, failed, heldBack)
          },
        ],
      },
    },
    {
      // Copies a restart held back, and the editor's button to send them again.
      name: 'heldBack',
      type: 'ui',
      admin: {
        position: 'sidebar',
        condition: sentOrSending,
        components: { Field: '/features/newsletter/components/held-back-copies#HeldBackCopies' },
      },
    },
    {
      name: 'recipients',
      type: 'number',
      admin: {
        position: 'sidebar',
        readOnly: true,
        condition: sentOrSending,
      },
    },
    {
      name: 'sendStartedAt',
      type: 'date',
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        condition: sentOrSending,
      },
    },
    {
      name: 'sentAt',
      type: 'date',
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        condition: sentOrSending,
      },
    },
    // The last subscriber id written: where a resumed send carries on.
    { name: 'cursor', type: 'number', admin: { hidden: true } },
  ],
}
