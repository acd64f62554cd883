'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Inside the admin's live preview (an iframe, or a window it opened): tells the admin the
 * page is ready, then renders the page again from the server each time the editor saves.
 * Only messages from the admin's own origin count.
 */
export function RefreshOnSave({ serverURL }: { serverURL: string }) {
  const router = useRouter()
  useEffect(() => {
    const origin = new URL(serverURL).origin
    const onMessage = (event: MessageEvent) => {
      const data: unknown = event.data
      if (event.origin !== origin || !data || typeof data !== 'object') return
      if ((data as { type?: unknown }).type === 'payload-document-event') router.refresh()
    }
    window.addEventListener('message', onMessage)
    const admin = window.opener ?? (window.parent !== window ? window.parent : null)
    admin?.postMessage({ type: 'payload-live-preview', ready: true }, origin)
    return () => window.removeEventListener('message', onMessage)
  }, [serverURL, router])
  return null
}
