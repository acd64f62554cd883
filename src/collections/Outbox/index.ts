import type { CollectionConfig } from 'payload'

import { allow } from '@/access'

/**
 * Mail Candor would have sent, kept here when no SMTP server is configured (SMTP_URL), so
 * that a site without mail still works: an admin can read a verification or reset message
 * and pass the link on. Nothing here can be written through the API.
 */
export const Outbox: CollectionConfig = {
  slug: 'outbox',
  labels: { singular: 'Outbox message', plural: 'Outbox' },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'createdAt'],
    group: 'Staff',
    description: 'Mail kept here because no SMTP server is configured (SMTP_URL).',
  },
  defaultSort: '-createdAt',
  access: {
    read: allow('outbox.read'),
    create: () => false,
    update: () => false,
    delete: allow('outbox.read'),
  },
  fields: [
    { name: 'to', type: 'text', required: true, index: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea', required: true },
  ],
}
