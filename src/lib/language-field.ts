import type { Field, FieldAccess } from 'payload'

import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n'

/**
 * The language a record was made in (the page a review was written on, the page a person
 * signed up on): later mail about it is written in that language. Set by Candor, never by staff.
 */
export function languageField(access?: { read?: FieldAccess; update?: FieldAccess }): Field {
  return {
    name: 'language',
    type: 'select',
    options: [...LOCALES],
    defaultValue: DEFAULT_LOCALE,
    ...(access ? { access } : {}),
    admin: { readOnly: true, position: 'sidebar' },
  }
}
