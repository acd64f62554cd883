import type { CollectionConfig } from 'payload'

import { allow } from '@/access'

/**
 * Candor's mail queue (src/platform/mail-queue.server.ts): every message is written here first and
 * delivered from here, with retries, so a mail server that is down loses nothing. Each row
 * shows its state. Without an SMTP server (SMTP_URL) messages are kept here for admins, who
 * can read a verification or reset message and pass the link on. Nothing here can be
 * written through the API.
 */
export const Outbox: CollectionConfig = {
  slug: 'outbox',
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'status', 'attempts', 'createdAt'],
    group: 'staff',
  },
  defaultSort: '-createdAt',
  access: {
    read: allow('outbox.read'),
    create: () => false,
    update: () => false,
    delete: allow('outbox.read'),
  },
  indexes: [{ fields: ['newsletterIssue', 'subscriber'], unique: true }],
  fields: [
    { name: 'to', type: 'text', required: true, index: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea', required: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'queued',
      options: ['queued', 'sending', 'retrying', 'sent', 'failed', 'kept'],
      admin: { position: 'sidebar' },
    },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0, admin: { position: 'sidebar' } },
    {
      name: 'nextAttemptAt',
      type: 'date',
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'sentAt', type: 'date', admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'lastError',
      type: 'text',
      admin: { position: 'sidebar' },
    },
    { name: 'claimedAt', type: 'date', admin: { hidden: true } },
    // When the message was handed to the mail server: one interrupted after this may have been delivered.
    { name: 'handoverAt', type: 'date', admin: { hidden: true } },
    { name: 'headers', type: 'json', admin: { hidden: true } },
    {
      name: 'newsletterIssue',
      type: 'relationship',
      relationTo: 'newsletter-issues',
      index: true,
      admin: { position: 'sidebar' },
    },
    { name: 'subscriber', type: 'number', admin: { hidden: true } },
  ],
}
