import 'server-only'

/**
 * The insurers' server-only code: the inbox an insurer reads in the admin.
 */
export {
  countNotesToHandle,
  INBOX_FILTERS,
  INBOX_PAGE_SIZE,
  inboxHref,
  loadInbox,
  parseInboxQuery,
} from './inbox.server'
export type { Inbox, InboxFilter, InboxItem, InboxQuery } from './inbox.server'
