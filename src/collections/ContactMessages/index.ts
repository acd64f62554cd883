import type { CollectionConfig } from 'payload'

import { allow } from '@/access'
import { CONTACT_TOPICS } from '@/features/contact'

/**
 * Messages sent with the contact form (POST /v1/contact): staff read them and mark them
 * handled. Nothing here is written through Payload's API but the handling.
 */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'topic', 'status', 'createdAt'],
    group: 'staff',
  },
  defaultSort: '-createdAt',
  access: {
    read: allow('contact.handle'),
    create: () => false,
    update: allow('contact.handle'),
    delete: allow('contact.delete'),
  },
  fields: [
    { name: 'subject', type: 'text', required: true, admin: { readOnly: true } },
    {
      name: 'topic',
      type: 'select',
      required: true,
      options: [...CONTACT_TOPICS],
      admin: { readOnly: true },
    },
    { name: 'name', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'email', type: 'email', required: true, admin: { readOnly: true } },
    { name: 'message', type: 'textarea', required: true, admin: { readOnly: true } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: ['new', 'handled'],
    },
    { name: 'staffNote', type: 'textarea' },
    {
      name: 'captchaId',
      type: 'text',
      unique: true,
      admin: { hidden: true },
      access: { read: () => false, update: () => false },
    },
  ],
}
