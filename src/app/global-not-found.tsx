import type { Metadata } from 'next'
import { connection } from 'next/server'

import { NotFoundContent } from '@/components/ui/not-found-content'
import { SiteFrame } from '@/features/frame'
import { readFooterContent } from '@/globals/Footer/content'
import { getPayloadClient } from '@/platform/payload.server'
import { getEnv } from '@/lib/env'
import { getLocale, getMessages } from '@/platform/locale.server'
import { frameWordsOf } from '@/messages/frame-words'

import './(frontend)/globals.css'
import '@/features/accounts/components/accounts.css'

export async function generateMetadata(): Promise<Metadata> {
  const messages = await getMessages()
  return {
    metadataBase: new URL(getEnv().siteUrl),
    title: `${messages.notFound.metaTitle} · ${messages.site.name}`,
    description: messages.notFound.text,
    // Next.js adds `noindex` to every 404 answer itself.
  }
}

/**
 * The 404 page for every address no route claims, and for the plan and state pages the proxy
 * finds missing (src/proxy.ts). It is rendered on the server inside the site frame, so it
 * reads fully without JavaScript; it answers with status 404.
 */
export default async function GlobalNotFound() {
  // Rendered per request: its scripts carry the request's CSP nonce.
  await connection()
  const locale = await getLocale()
  const footerContent = await readFooterContent(await getPayloadClient(), locale)
  return (
    <html lang={locale}>
      <body>
        <SiteFrame locale={locale} frameWords={frameWordsOf(locale)} footerContent={footerContent}>
          <NotFoundContent />
        </SiteFrame>
      </body>
    </html>
  )
}
