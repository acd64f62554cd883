import type { I18nClient } from '@payloadcms/translations'

import { messagesForAdmin } from '@/messages'

/** Above the admin's subscriber list: the whole list as a CSV file. */
export function SubscribersExportLink({ i18n }: { i18n?: Pick<I18nClient, 'language'> }) {
  const m = messagesForAdmin(i18n?.language).staff
  return (
    <p style={{ margin: '0 0 1rem' }}>
      <a href="/api/cms/subscribers/export.csv" download>
        {m.exportSubscribers}
      </a>
    </p>
  )
}
