import type { Metadata } from 'next'

import { Quiz } from '@/features/reports'
import { getMessages } from '@/platform/locale.server'
import '@/features/reports/components/reports.css'

export async function generateMetadata(): Promise<Metadata> {
  const messages = await getMessages()
  const m = messages.quiz
  return { title: m.metaTitle, description: m.metaDescription }
}

/**
 * `/quiz`: the five steps that make a report. The answers live in the browser and in the
 * report's request bodies only; this page loads nothing from another site.
 */
export default async function QuizPage() {
  const messages = await getMessages()
  const m = messages.quiz
  return (
    <div className="content-page quiz-page">
      <h1>{m.heading}</h1>
      <p className="content-page__lead">{m.lead}</p>
      <Quiz />
    </div>
  )
}
