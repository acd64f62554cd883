import type { Metadata, Viewport } from 'next'
import { draftMode } from 'next/headers'
import { connection } from 'next/server'
import type { ReactNode } from 'react'

import { SiteFrame } from '@/features/frame'
import { readFooterContent } from '@/globals/Footer/content'
import { getPayloadClient } from '@/platform/payload.server'
import { getEnv } from '@/lib/env'
import { OPEN_GRAPH_LOCALE } from '@/lib/i18n'
import { getLocale, localeAlternates } from '@/platform/locale.server'
import { messagesFor } from '@/messages'
import { frameWordsOf } from '@/messages/frame-words'

import './globals.css'
import '@/features/accounts/components/accounts.css'

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale()
  const messages = messagesFor(locale)
  return {
    metadataBase: new URL(getEnv().siteUrl),
    title: { default: messages.home.metaTitle, template: `%s · ${messages.site.name}` },
    description: messages.site.description,
    applicationName: messages.site.name,
    alternates: await localeAlternates(),
    openGraph: { siteName: messages.site.name, type: 'website', locale: OPEN_GRAPH_LOCALE[locale] },
  }
}

export const viewport: Viewport = {
  themeColor: '#0f3d3e',
  width: 'device-width',
  initialScale: 1,
}

export default async function FrontendLayout({ children }: { children: ReactNode }) {
  // Every page carries a per-request CSP nonce, so pages render per request.
  await connection()
  const locale = await getLocale()
  const footerContent = await readFooterContent(await getPayloadClient(), locale)
  // An editor's preview shows the live-preview layer instead of any measurement (seed-spec §4).
  const measurement = (await draftMode()).isEnabled ? {} : getEnv().measurement
  return (
    <html lang={locale}>
      <body>
        <SiteFrame
          locale={locale}
          frameWords={frameWordsOf(locale)}
          footerContent={footerContent}
          measurement={measurement}
        >
          {children}
        </SiteFrame>
      </body>
    </html>
  )
}
