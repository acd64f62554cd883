import type { CollectionConfig } from 'payload'

import { allow } from '@/access'
import { subscriberHolderWhere } from '@/access/capability'
import { can } from '@/access/permissions'
import { subscribersCsv } from '@/features/newsletter/server'
import { messagesForAdmin } from '@/messages'

import { languageField } from '@/lib/language-field'

/**
 * Newsletter subscribers ("Stay in the loop"). An address is mailed issues only once its
 * owner has confirmed it (double opt-in); unconfirmed ones are deleted after 30 days, and
 * an unsubscribe is honoured at once. Written only through the newsletter endpoints.
 */
export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'status', 'confirmedAt', 'createdAt'],
    group: 'newsletter',
    components: { beforeListTable: ['/features/newsletter/components/subscribers-export-link#SubscribersExportLink'] },
  },
  endpoints: [
    {
      // GET /api/cms/subscribers/export.csv: the whole list, for admins only.
      path: '/export.csv',
      method: 'get',
      handler: async (req) => {
        if (!can(req.user, 'subscribers.manage'))
          return Response.json(
            { errors: [{ message: messagesForAdmin(req.i18n?.language).staff.exportNotAllowed }] },
            { status: 403 },
          )
        const day = new Date().toISOString().slice(0, 10)
        return new Response(await subscribersCsv(req.payload), {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': `attachment; filename="candor-subscribers-${day}.csv"`,
            'Cache-Control': 'no-store',
          },
        })
      },
    },
  ],
  defaultSort: '-createdAt',
  access: {
    // Staff who manage subscribers; whoever holds a newsletter link, the one address it names.
    read: ({ req }) => can(req.user, 'subscribers.manage') || (subscriberHolderWhere(req) ?? false),
    create: () => false,
    update: ({ req }) => subscriberHolderWhere(req) ?? false,
    delete: allow('subscribers.manage'),
  },
  fields: [
    { name: 'email', type: 'email', required: true, unique: true, index: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      options: ['pending', 'confirmed', 'unsubscribed'],
    },
    languageField(),
    { name: 'confirmedAt', type: 'date', admin: { readOnly: true } },
    { name: 'unsubscribedAt', type: 'date', admin: { readOnly: true } },
    {
      name: 'confirmTokenHash',
      type: 'text',
      index: true,
      admin: { hidden: true },
      // Never read back; cleared by the link that used it.
      access: { read: () => false, update: ({ req }) => subscriberHolderWhere(req) !== null },
    },
    { name: 'confirmExpiresAt', type: 'date', admin: { hidden: true } },
  ],
}
