import { afterEach, describe, expect, it } from 'vitest'

import { onPurgeAnnounced } from '@/lib/page-cache-purges'
import { refreshPlanPagesAfterChange, refreshPlanPagesAfterDelete } from '@/features/reviews/page-refresh-hooks'

type Hook = typeof refreshPlanPagesAfterChange
type DeleteHook = typeof refreshPlanPagesAfterDelete

let stop: (() => void) | null = null
afterEach(() => stop?.())

/** The tags the review hooks announce to the page cache for one change. */
function purgesOf(run: () => void): string[] {
  const tags: string[] = []
  stop = onPurgeAnnounced((tag) => tags.push(tag))
  run()
  stop()
  stop = null
  return tags
}

const change =
  (doc: object, previousDoc: object = {}) =>
  () =>
    void (refreshPlanPagesAfterChange as unknown as (args: { doc: object; previousDoc: object }) => unknown)({
      doc,
      previousDoc,
    } as Parameters<Hook>[0])

describe('the pages a review change drops from the page cache', () => {
  it('keeps every stored page when a review arrives for checking', () => {
    expect(purgesOf(change({ id: 1, plan: 42, status: 'pending' }))).toEqual([])
  })

  it('keeps every stored page when a pending review is rejected or deleted', () => {
    expect(purgesOf(change({ id: 1, plan: 42, status: 'rejected' }, { id: 1, plan: 42, status: 'pending' }))).toEqual(
      [],
    )
    const deleted = () =>
      void (refreshPlanPagesAfterDelete as unknown as (args: { doc: object }) => unknown)({
        doc: { id: 1, plan: 42, status: 'pending' },
      } as Parameters<DeleteHook>[0])
    expect(purgesOf(deleted)).toEqual([])
  })

  it('drops the plan page and the ZIP results when a review is published', () => {
    expect(purgesOf(change({ id: 1, plan: 42, status: 'published' }, { id: 1, plan: 42, status: 'pending' }))).toEqual([
      'reviews',
      'plan:42',
    ])
  })

  it('drops them again when a published review is withdrawn or deleted', () => {
    expect(purgesOf(change({ id: 1, plan: 42, status: 'rejected' }, { id: 1, plan: 42, status: 'published' }))).toEqual(
      ['reviews', 'plan:42'],
    )
    const deleted = () =>
      void (refreshPlanPagesAfterDelete as unknown as (args: { doc: object }) => unknown)({
        doc: { id: 1, plan: 42, status: 'published' },
      } as Parameters<DeleteHook>[0])
    expect(purgesOf(deleted)).toEqual(['reviews', 'plan:42'])
  })
})
