'use client'

import { useSyncExternalStore } from 'react'

import { useLoadedModule } from '@/components/ui/use-loaded-module'

import { hasLanguageChoice } from '../language-choice'

const loadOffer = () => import('./language-offer')
const noSubscription = () => () => undefined

/**
 * Where the offer of the other language goes. Its code loads only for a visitor who has not
 * chosen a language or declined the offer, so the pages' own download stays light.
 */
export function LanguageOfferSlot() {
  const undecided = useSyncExternalStore(
    noSubscription,
    () => !hasLanguageChoice(),
    () => false,
  )
  const loaded = useLoadedModule(loadOffer, undecided)
  return loaded ? <loaded.LanguageOffer /> : null
}
