import { staff as m } from '@/messages/en/staff'

/** Above the admin's subscriber list: the whole list as a CSV file. */
export function SubscribersExportLink() {
  return (
    <p style={{ margin: '0 0 1rem' }}>
      <a href="/api/cms/subscribers/export.csv" download>
        {m.exportSubscribers}
      </a>
    </p>
  )
}
