import type { Metadata, Viewport } from 'next'
import { draftMode } from 'next/headers'
import { connection } from 'next/server'
import type { ReactNode } from 'react'

import { SiteFrame } from '@/features/frame'
import { readFooterContent } from '@/globals/Footer/content'
import { getPayloadClient } from '@/lib/payload'
import { getEnv } from '@/lib/env'
import { messages } from '@/messages'

import './globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(getEnv().siteUrl),
  title: { default: messages.home.metaTitle, template: `%s · ${messages.site.name}` },
  description: messages.site.description,
  applicationName: messages.site.name,
  openGraph: { siteName: messages.site.name, type: 'website', locale: 'en_US' },
}

export const viewport: Viewport = {
  themeColor: '#0f3d3e',
  width: 'device-width',
  initialScale: 1,
}

export default async function FrontendLayout({ children }: { children: ReactNode }) {
  // Every page carries a per-request CSP nonce, so pages render per request.
  await connection()
  const footerContent = await readFooterContent(await getPayloadClient())
  // An editor's preview shows the live-preview layer instead of any measurement (seed-spec §4).
  const measurement = (await draftMode()).isEnabled ? {} : getEnv().measurement
  return (
    <html lang="en">
      <body>
        <SiteFrame footerContent={footerContent} measurement={measurement}>
          {children}
        </SiteFrame>
      </body>
    </html>
  )
}
