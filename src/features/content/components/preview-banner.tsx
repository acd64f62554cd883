import { getMessages } from '@/platform/locale.server'
import { getEnv } from '@/lib/env'

import { PREVIEW_ROUTE } from '../content-paths'
import { RefreshOnSave } from './refresh-on-save'

/** Shown only to an editor previewing drafts: says so, offers the way out, and follows the admin's saves. */
export async function PreviewBanner() {
  const messages = await getMessages()
  const contentMessages = messages.content
  return (
    <div className="preview-banner" role="status">
      <p>
        {contentMessages.previewBanner} <a href={`${PREVIEW_ROUTE}/exit`}>{contentMessages.previewExit}</a>
      </p>
      <RefreshOnSave serverURL={getEnv().siteUrl} />
    </div>
  )
}
