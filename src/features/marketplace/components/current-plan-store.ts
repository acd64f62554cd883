import { HIOS_PLAN_ID } from '../coverage'

/**
 * The plan id last checked in "I have a plan now", kept on this device only (`localStorage`) so
 * that the field offers it on the next visit. Read through `useSyncExternalStore`: the server and
 * the first render see none.
 */
const KEY = 'candor.current-plan'

export function keptPlanId(): string | null {
  try {
    const value = window.localStorage.getItem(KEY)
    return value !== null && HIOS_PLAN_ID.test(value) ? value : null
  } catch {
    return null
  }
}

export const noKeptPlanId = (): string | null => null

export function subscribeKeptPlanId(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => window.removeEventListener('storage', onStorage)
}

export function keepPlanId(planId: string): void {
  try {
    window.localStorage.setItem(KEY, planId)
  } catch {
    // A full or blocked storage keeps nothing: the field is simply empty next time.
  }
}
