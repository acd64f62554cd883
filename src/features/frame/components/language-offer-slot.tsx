'use client'

import { useSyncExternalStore } from 'react'

import { useLocale } from '@/components/ui/locale'
import { useLoadedModule } from '@/components/ui/use-loaded-module'
import { preferredLocale } from '@/lib/i18n'

import { hasLanguageChoice } from '../language-choice'

const loadOffer = () => import('./language-offer')
const noSubscription = () => () => undefined

/**
 * Where the offer of the other language goes. Its code loads only for a visitor whose browser
 * prefers the language the page is not in and who has not chosen a language or declined the
 * offer, so the pages' own download stays light for everyone else.
 */
export function LanguageOfferSlot() {
  const locale = useLocale()
  const undecided = useSyncExternalStore(
    noSubscription,
    () => {
      if (hasLanguageChoice()) return false
      const preferred = preferredLocale(navigator.languages.join(','))
      return preferred !== null && preferred !== locale
    },
    () => false,
  )
  const loaded = useLoadedModule(loadOffer, undecided)
  return loaded ? <loaded.LanguageOffer /> : null
}
