import { messagesForAdmin } from '@/messages'

/** What Payload gives a field's validation that these checks read. */
export type LinkValidation = { req: { i18n?: { language?: string } }; siblingData: { kind?: string } }

/** A link an editor writes: a page of the site (`/…`) or another site over https. */
export const SITE_OR_HTTPS_LINK = /^(\/|https:\/\/)/

/** The admin's validation and refusal messages, in the language the staff member reads it in. */
export function validationWords(req: LinkValidation['req']) {
  return messagesForAdmin(req.i18n?.language).staffFields.validation
}
