import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { can } from '@/access/permissions'
import { isPreviewSecret } from '@/features/content/server'
import { getPayloadClient } from '@/platform/payload.server'

/** Only a path of this site, never another host (`//evil.example`). */
const isSitePath = (path: string | null): path is string => !!path && path.startsWith('/') && !path.startsWith('//')

/**
 * `GET /v1/content/preview?path=…&secret=…`: the admin's preview and live preview open
 * pages through here. With the preview secret and an editor's admin login, draft mode is
 * switched on and the page shows its newest draft; anyone else gets 403 and no draft.
 */
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const path = url.searchParams.get('path')
  if (!isPreviewSecret(url.searchParams.get('secret')) || !isSitePath(path)) {
    return new Response('Preview needs a valid link from the admin.', { status: 403 })
  }
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers, canSetHeaders: false })
  if (!can(user, 'content.edit')) return new Response('Log in to the admin as an editor to preview.', { status: 403 })
  ;(await draftMode()).enable()
  redirect(path)
}
