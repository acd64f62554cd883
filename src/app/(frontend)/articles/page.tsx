import type { Metadata } from 'next'

import { AppLink } from '@/components/ui/app-link'
import { articlePath, ARTICLES_PATH } from '@/features/content/server'
import { listArticles } from '@/features/content/server'
import { getPayloadClient } from '@/platform/payload.server'
import { getLocale, getMessages, localizedMetadata } from '@/platform/locale.server'

export function generateMetadata(): Promise<Metadata> {
  return localizedMetadata(ARTICLES_PATH, ({ content }) => ({
    title: content.articlesTitle,
    description: content.articlesDescription,
  }))
}

/** `/articles`: every published article, the newest first. */
export default async function ArticlesPage() {
  const messages = await getMessages()
  const m = messages.content
  const pageLocale = await getLocale()
  const articles = await listArticles(await getPayloadClient(), pageLocale)
  return (
    <div className="text-page">
      <h1>{m.articlesHeading}</h1>
      <p className="text-page__lead">{m.articlesLead}</p>
      {articles.length === 0 ? <p>{m.articlesNone}</p> : null}
      <ul className="article-list">
        {articles.map(({ doc: article, locale }) => {
          // An article not yet written in the page's language is listed in English, marked so.
          const other = locale !== pageLocale
          return (
            <li key={article.id} className="article-list__item">
              <div lang={other ? locale : undefined}>
                {article.label ? <p className="content-article__label">{article.label}</p> : null}
                <h2>
                  <AppLink href={articlePath(article.slug)}>{article.title}</AppLink>
                </h2>
                <p>{article.summary}</p>
              </div>
              {other ? <p className="article-list__language">{messages.language.inEnglish}</p> : null}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
