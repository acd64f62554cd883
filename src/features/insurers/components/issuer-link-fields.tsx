import type { I18nClient } from '@payloadcms/translations'
import type { Payload, TypedUser } from 'payload'

import { INTL_LOCALE } from '@/lib/i18n'
import { stateName } from '@/lib/us-states'
import { adminLocale, messagesForAdmin } from '@/messages'

import { listIssuerChoices } from '../issuer-names.server'
import { IssuerPicker } from './issuer-picker'

type FieldProps = {
  payload: Payload
  i18n?: Pick<I18nClient, 'language'>
  path: string
  readOnly?: boolean
  siblingData?: { linkedBy?: unknown; linkedAt?: unknown }
  user?: TypedUser | null
}

/** The issuer of one link, picked from those Candor holds, in the admin's language. */
export async function IssuerPickerField({ payload, i18n, path, readOnly }: FieldProps) {
  const language = adminLocale(i18n?.language)
  const fields = messagesForAdmin(language).staffFields.collections.users.fields
  const words = messagesForAdmin(language).staff
  const options = (await listIssuerChoices(payload)).map((issuer) => ({
    value: issuer.issuerId,
    label: words.issuerChoice(issuer.name, stateName(issuer.state, language), issuer.issuerId),
  }))
  return (
    <IssuerPicker
      path={path}
      options={options}
      label={fields.issuerId.label}
      description={fields.issuerId.description}
      notHeld={words.issuerNotHeld}
      readOnly={readOnly}
    />
  )
}

/**
 * Who made a link and when, as a sentence nobody edits: the hooks set both when the account
 * is saved, to the admin saving it and the time. The admin is named as far as the reader may
 * read staff accounts (an insurer reading its own account reads "a Candor admin").
 */
export async function IssuerLinkRecordField({ payload, i18n, siblingData, user }: FieldProps) {
  const language = adminLocale(i18n?.language)
  const words = messagesForAdmin(language).staff
  const label = messagesForAdmin(language).staffFields.collections.users.fields.linkRecord
  const byId =
    typeof siblingData?.linkedBy === 'object' ? (siblingData.linkedBy as { id?: unknown })?.id : siblingData?.linkedBy
  const at = typeof siblingData?.linkedAt === 'string' ? siblingData.linkedAt : null
  const record = (text: string) => (
    <div className="field-type issuer-link-record">
      <p className="field-label">{label}</p>
      <p>{text}</p>
    </div>
  )
  if (byId == null || !at) return record(words.linkRecordNew)
  const admin = await payload
    .findByID({ collection: 'users', id: Number(byId), depth: 0, overrideAccess: false, user: user ?? null })
    .catch(() => null)
  const who = admin ? admin.name || admin.email : words.linkRecordGone
  const when = new Date(at).toLocaleDateString(INTL_LOCALE[language], {
    dateStyle: 'long',
    timeZone: 'America/New_York',
  })
  return record(words.linkRecord(who, when))
}
