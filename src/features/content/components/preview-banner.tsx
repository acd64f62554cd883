import { getEnv } from '@/lib/env'
import { messages } from '@/messages'

import { PREVIEW_ROUTE } from '../content-paths'
import { RefreshOnSave } from './refresh-on-save'

/** Shown only to an editor previewing drafts: says so, offers the way out, and follows the admin's saves. */
export function PreviewBanner() {
  return (
    <div className="preview-banner" role="status">
      <p>
        {messages.content.previewBanner} <a href={`${PREVIEW_ROUTE}/exit`}>{messages.content.previewExit}</a>
      </p>
      <RefreshOnSave serverURL={getEnv().siteUrl} />
    </div>
  )
}
