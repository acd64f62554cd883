import type { Metadata } from 'next'

import { Quiz } from '@/features/reports/components/quiz'
import { messages } from '@/messages'
import '@/features/reports/components/reports.css'

const m = messages.quiz

export const metadata: Metadata = { title: m.metaTitle, description: m.metaDescription }

/**
 * `/quiz`: the five steps that make a report. The answers live in the browser and in the
 * report's request bodies only; this page loads nothing from another site.
 */
export default function QuizPage() {
  return (
    <div className="content-page quiz-page">
      <h1>{m.heading}</h1>
      <p className="content-page__lead">{m.lead}</p>
      <Quiz />
    </div>
  )
}
