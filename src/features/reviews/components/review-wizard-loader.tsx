'use client'

import { useSearchParams } from 'next/navigation'
import type { ComponentProps } from 'react'

import { useLoadedModule } from '@/components/ui/use-loaded-module'

import { REVIEW_WIZARD_PARAM } from '../review-links'
import type { ReviewWizard as Wizard } from './review-wizard'

const loadWizard = () => import('./review-wizard')

/**
 * The review wizard, fetched the first time the address asks for it (`reviewModalOpen=true`)
 * rather than with the plan page, which most visitors only read. Once loaded it stays, so a
 * draft survives closing and reopening the dialog.
 */
export function ReviewWizardLoader(props: ComponentProps<typeof Wizard>) {
  const isWanted = useSearchParams().get(REVIEW_WIZARD_PARAM) === 'true'
  const wizard = useLoadedModule(loadWizard, isWanted)
  return wizard ? <wizard.ReviewWizard {...props} /> : null
}
