import type { Payload } from 'payload'

import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n'
import { messages, messagesFor } from '@/messages'
import type { Home } from '@/payload-types'

import { seedGlobalInEachLocale } from '../seed-in-each-locale'
import { asSystem } from '@/lib/as-system'

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

export function homeContentOf(global: Home | null, fallback: HomeContent = DEFAULT_HOME_CONTENT): HomeContent {
  if (!global?.heroHeading || !global.jobs?.length) return fallback
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
 * The home page's words in a language, as editors wrote them in that language; the site's
 * own words in that language until they have.
 */
export async function readHomeContent(payload: Payload, locale: Locale = DEFAULT_LOCALE): Promise<HomeContent> {
  const global = await payload.findGlobal({
    slug: 'home',
    depth: 0,
    locale,
    fallbackLocale: false,
    overrideAccess: false,
    user: null,
  })
  return homeContentOf(global, defaultHomeContent(messagesFor(locale).home))
}

/** Saves the home page's own words in each language the home global has none in; answers those languages. */
export function seedHomeIfEmpty(payload: Payload): Promise<Locale[]> {
  return seedGlobalInEachLocale(
    payload,
    'home',
    (global) => Boolean(global.heroHeading),
    (locale) => saveHomeContent(payload, locale, defaultHomeContent(messagesFor(locale).home)),
  )
}

async function saveHomeContent(payload: Payload, locale: Locale, content: HomeContent): Promise<void> {
  await payload.updateGlobal({
    slug: 'home',
    locale,
    ...asSystem('seed'),
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
}
