'use client'

import { useLoadedModule } from '@/components/ui/use-loaded-module'

import { hasTrackers, type MeasurementIds } from '../trackers'

const loadMeasurement = () => import('./measurement')

/**
 * Where the consent banner and the trackers live. With nothing configured it renders
 * nothing and fetches nothing: no banner, and no request leaves the site.
 */
export function MeasurementSlot({ ids }: { ids: MeasurementIds }) {
  const measurement = useLoadedModule(loadMeasurement, hasTrackers(ids))
  return measurement ? <measurement.Measurement ids={ids} /> : null
}
