import type { Metadata } from 'next'

import { AppLink } from '@/components/ui/app-link'
import { ZipSearchForm, zipSearchWords } from '@/features/find'
import { consumerHealthDataPolicy } from '@/features/content/server'
import { HomeHeroSentinel } from '@/features/frame'
import { readHomeContent } from '@/globals/Home/content'
import { getPayloadClient } from '@/platform/payload.server'
import { NewsletterSignup, signupWordsOf } from '@/features/newsletter'
import { ROUTES, STAY_IN_THE_LOOP_ID } from '@/platform/routes'
import { getLocale, localeAlternates } from '@/platform/locale.server'
import { messagesFor } from '@/messages'

export async function generateMetadata(): Promise<Metadata> {
  const messages = messagesFor(await getLocale())
  return { title: { absolute: messages.home.metaTitle }, alternates: await localeAlternates(ROUTES.home) }
}

export default async function HomePage() {
  const locale = await getLocale()
  const messages = messagesFor(locale)
  const m = messages.home
  const c = await readHomeContent(await getPayloadClient(), locale)
  return (
    <>
      <section className="home-hero" aria-labelledby="home-hero-heading">
        <div className="home-hero__inner">
          <h1 id="home-hero-heading">{c.heroHeading}</h1>
          <p className="home-hero__lead">{c.heroLead}</p>
          <div className="home-hero__search">
            <h2 className="home-hero__search-heading">{messages.find.searchHeading}</h2>
            <ZipSearchForm words={zipSearchWords(messages)} />
          </div>
          <div className="home-hero__actions">
            <AppLink href={ROUTES.quiz} className="button button--primary">
              {m.heroQuiz}
            </AppLink>
            <AppLink href={`${ROUTES.home}?review=true`} className="button button--secondary">
              {m.heroReview}
            </AppLink>
          </div>
        </div>
        <HomeHeroSentinel />
      </section>

      <section className="home-section" aria-labelledby="home-jobs-heading">
        <h2 id="home-jobs-heading">{c.jobsHeading}</h2>
        <ul className="home-jobs">
          {c.jobs.map((job) => (
            <li key={job.title} className="home-jobs__item">
              <h3>{job.title}</h3>
              <p>{job.text}</p>
              {job.link ? <AppLink href={job.link.href}>{job.link.label}</AppLink> : null}
            </li>
          ))}
        </ul>
      </section>

      <section className="home-section" aria-labelledby="home-costs-heading">
        <h2 id="home-costs-heading">{m.costsHeading}</h2>
        <p>{m.costsText}</p>
        <AppLink href={ROUTES.costs}>{m.costsLink}</AppLink>
      </section>

      <section className="home-section" aria-labelledby="home-health-data-heading">
        <h2 id="home-health-data-heading">{c.healthDataHeading}</h2>
        <p>{c.healthDataText}</p>
        <AppLink href={consumerHealthDataPolicy(locale)}>{c.healthDataLink}</AppLink>
      </section>

      <section id={STAY_IN_THE_LOOP_ID} className="home-section home-loop" aria-labelledby="home-loop-heading">
        <h2 id="home-loop-heading">{c.loopHeading}</h2>
        <p>{c.loopText}</p>
        <NewsletterSignup labelledBy="home-loop-heading" words={signupWordsOf(messages.newsletter)} />
      </section>

      <section className="home-section" aria-labelledby="home-sources-heading">
        <h2 id="home-sources-heading">{c.sourcesHeading}</h2>
        <p className="home-sources__text">{c.sourcesText}</p>
      </section>
    </>
  )
}
