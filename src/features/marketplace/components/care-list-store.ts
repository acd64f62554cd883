import { MAX_COVERAGE_ITEMS, NPI, RXCUI } from '../coverage'

/**
 * The shopper's doctors and drugs, kept on this device (`localStorage`) and nowhere else: health
 * information, never put in an address. Read through `useSyncExternalStore`: the server and the
 * first render see an empty list, then the device's. Other tabs' changes arrive by the `storage`
 * event.
 */
export type CareEntry = { id: string; name: string }
export type CareListState = { drugs: CareEntry[]; providers: CareEntry[] }
export type CareKind = keyof CareListState

const KEY = 'candor.care-list'
const EMPTY: CareListState = { drugs: [], providers: [] }
const FORMS: Record<CareKind, RegExp> = { drugs: RXCUI, providers: NPI }

let current: CareListState | null = null
const listeners = new Set<() => void>()

function entriesOf(value: unknown, form: RegExp): CareEntry[] {
  if (!Array.isArray(value)) return []
  const seen = new Set<string>()
  return value
    .filter(
      (entry): entry is CareEntry =>
        typeof entry?.id === 'string' &&
        form.test(entry.id) &&
        typeof entry.name === 'string' &&
        entry.name.length > 0 &&
        entry.name.length <= 200 &&
        !seen.has(entry.id) &&
        Boolean(seen.add(entry.id)),
    )
    .slice(0, MAX_COVERAGE_ITEMS)
    .map(({ id, name }) => ({ id, name }))
}

function read(): CareListState {
  try {
    const stored = JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as Partial<CareListState> | null
    return { drugs: entriesOf(stored?.drugs, FORMS.drugs), providers: entriesOf(stored?.providers, FORMS.providers) }
  } catch {
    return EMPTY
  }
}

export function careListSnapshot(): CareListState {
  current ??= read()
  return current
}

export const emptyCareList = (): CareListState => EMPTY

export function subscribeCareList(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== KEY) return
    current = read()
    listener()
  }
  listeners.add(listener)
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

function write(next: CareListState) {
  current = next
  try {
    window.localStorage.setItem(KEY, JSON.stringify(next))
  } catch {
    // A full or blocked storage keeps the list for this page only.
  }
  for (const listener of listeners) listener()
}

/** Adds an entry; false when the list of its kind is full or holds it already. */
export function addCare(kind: CareKind, entry: CareEntry): boolean {
  const list = careListSnapshot()
  if (list[kind].length >= MAX_COVERAGE_ITEMS || list[kind].some((one) => one.id === entry.id)) return false
  write({ ...list, [kind]: [...list[kind], entry] })
  return true
}

export function removeCare(kind: CareKind, id: string) {
  const list = careListSnapshot()
  write({ ...list, [kind]: list[kind].filter((one) => one.id !== id) })
}

/**
 * Adds the entries the device does not hold yet (the account's list, once signed in), each kind
 * up to its limit; true when the list changed.
 */
export function joinCare(other: CareListState): boolean {
  const list = careListSnapshot()
  const joined = {} as CareListState
  let changed = false
  for (const kind of ['drugs', 'providers'] as const) {
    const ids = new Set(list[kind].map((one) => one.id))
    const added = entriesOf(other[kind], FORMS[kind]).filter((one) => !ids.has(one.id))
    joined[kind] = [...list[kind], ...added].slice(0, MAX_COVERAGE_ITEMS)
    changed ||= joined[kind].length > list[kind].length
  }
  if (changed) write(joined)
  return changed
}
