import type { Payload } from 'payload'

import type { Locale } from '@/lib/i18n'
import { messages, messagesFor } from '@/messages'
import type { Home } from '@/payload-types'

export type HomeJob = { title: string; text: string; link?: { href: string; label: string } }

export type HomeContent = {
  heroHeading: string
  heroLead: string
  jobsHeading: string
  jobs: HomeJob[]
  healthDataHeading: string
  healthDataText: string
  healthDataLink: string
  loopHeading: string
  loopText: string
  sourcesHeading: string
  sourcesText: string
}

/** The home page's own words in one language, until an editor has saved the home global. */
export function defaultHomeContent(home: typeof messages.home): HomeContent {
  return {
    heroHeading: home.heroHeading,
    heroLead: home.heroLead,
    jobsHeading: home.jobsHeading,
    jobs: home.jobs.map((job) => ({
      title: job.title,
      text: job.text,
      ...('link' in job ? { link: job.link } : {}),
    })),
    healthDataHeading: home.healthDataHeading,
    healthDataText: home.healthDataText,
    healthDataLink: home.healthDataLink,
    loopHeading: home.loopHeading,
    loopText: home.loopText,
    sourcesHeading: home.sourcesHeading,
    sourcesText: home.sourcesText,
  }
}

export const DEFAULT_HOME_CONTENT: HomeContent = defaultHomeContent(messages.home)

export function homeContentOf(global: Home | null): HomeContent {
  if (!global?.heroHeading || !global.jobs?.length) return DEFAULT_HOME_CONTENT
  return {
    heroHeading: global.heroHeading,
    heroLead: global.heroLead,
    jobsHeading: global.jobsHeading,
    jobs: global.jobs.map((job) => ({
      title: job.title,
      text: job.text,
      ...(job.linkHref && job.linkLabel ? { link: { href: job.linkHref, label: job.linkLabel } } : {}),
    })),
    healthDataHeading: global.healthDataHeading,
    healthDataText: global.healthDataText,
    healthDataLink: global.healthDataLinkLabel,
    loopHeading: global.loopHeading,
    loopText: global.loopText,
    sourcesHeading: global.sourcesHeading,
    sourcesText: global.sourcesText,
  }
}

/**
 * The home page's words in a language. Editors write the home global in English; the
 * Spanish home page shows the site's own Spanish words.
 */
export async function readHomeContent(payload: Payload, locale: Locale = 'en'): Promise<HomeContent> {
  if (locale !== 'en') return defaultHomeContent(messagesFor(locale).home)
  return homeContentOf(await payload.findGlobal({ slug: 'home', depth: 0, overrideAccess: false, user: null }))
}

/** Saves the home page's own words into an empty home global (a fresh install); answers whether it did. */
export async function seedHomeIfEmpty(payload: Payload): Promise<boolean> {
  const global = await payload.findGlobal({ slug: 'home', depth: 0, overrideAccess: true })
  if (global.heroHeading) return false
  const content = DEFAULT_HOME_CONTENT
  await payload.updateGlobal({
    slug: 'home',
    overrideAccess: true,
    data: {
      heroHeading: content.heroHeading,
      heroLead: content.heroLead,
      jobsHeading: content.jobsHeading,
      jobs: content.jobs.map((job) => ({
        title: job.title,
        text: job.text,
        linkLabel: job.link?.label ?? null,
        linkHref: job.link?.href ?? null,
      })),
      healthDataHeading: content.healthDataHeading,
      healthDataText: content.healthDataText,
      healthDataLinkLabel: content.healthDataLink,
      loopHeading: content.loopHeading,
      loopText: content.loopText,
      sourcesHeading: content.sourcesHeading,
      sourcesText: content.sourcesText,
    },
  })
  return true
}
