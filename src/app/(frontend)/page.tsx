import type { Metadata } from 'next'

import { AppLink } from '@/components/ui/app-link'
import { ZipSearchForm } from '@/features/find/components/zip-search-form'
import { HomeHeroSentinel } from '@/features/frame'
import { ROUTES, STAY_IN_THE_LOOP_ID } from '@/lib/routes'
import { messages } from '@/messages'

export const metadata: Metadata = {
  title: { absolute: messages.home.metaTitle },
  alternates: { canonical: '/' },
}

export default function HomePage() {
  const m = messages.home
  return (
    <>
      <section className="home-hero" aria-labelledby="home-hero-heading">
        <div className="home-hero__inner">
          <h1 id="home-hero-heading">{m.heroHeading}</h1>
          <p className="home-hero__lead">{m.heroLead}</p>
          <div className="home-hero__search">
            <h2 className="home-hero__search-heading">{messages.find.searchHeading}</h2>
            <ZipSearchForm />
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
        <h2 id="home-jobs-heading">{m.jobsHeading}</h2>
        <ul className="home-jobs">
          {m.jobs.map((job) => (
            <li key={job.title} className="home-jobs__item">
              <h3>{job.title}</h3>
              <p>{job.text}</p>
              {'link' in job ? <AppLink href={job.link.href}>{job.link.label}</AppLink> : null}
            </li>
          ))}
        </ul>
      </section>

      <section id={STAY_IN_THE_LOOP_ID} className="home-section home-loop" aria-labelledby="home-loop-heading">
        <h2 id="home-loop-heading">{m.loopHeading}</h2>
        <p>{m.loopText}</p>
      </section>

      <section className="home-section" aria-labelledby="home-sources-heading">
        <h2 id="home-sources-heading">{m.sourcesHeading}</h2>
        <p className="home-sources__text">{m.sourcesText}</p>
      </section>
    </>
  )
}
