'use client'

import { useMessages } from '@/components/ui/locale'
import { useEffect, useState } from 'react'

import { reviewWizard as reviewWizardEn } from '@/messages/en/reviewWizard'
import { reviewWizard as reviewWizardEs } from '@/messages/es/reviewWizard'

/** How long typing must pause before the count is spoken, so a screen reader is not flooded. */
const SPEAK_AFTER_MS = 800

/**
 * A field's character count: shown as "120/1000", and spoken politely once typing pauses.
 */
export function CharacterCount({ count, min = null, max }: { count: number; min?: number | null; max: number }) {
  const reviewWizardMessages = useMessages(reviewWizardEn, reviewWizardEs)
  const m = reviewWizardMessages
  const [spoken, setSpoken] = useState('')
  const sentence = m.characterCountSpoken(count, min, max)

  useEffect(() => {
    const timer = window.setTimeout(() => setSpoken(sentence), SPEAK_AFTER_MS)
    return () => window.clearTimeout(timer)
  }, [sentence])

  return (
    <p className="character-count" data-over={count > max || undefined}>
      <span aria-hidden="true">{m.characterCount(count, max)}</span>
      <span className="visually-hidden" aria-live="polite">
        {spoken}
      </span>
    </p>
  )
}
