import { z, type Infer } from '@/lib/zod'

import { pageViewCount as m } from '@/messages/en/pageViewCount'

/** The body of `POST /v1/page-views`: the path of the page seen, nothing else. */
export const pageViewSchema = z.object({
  path: z.string({ error: m.pathInvalid }).min(1, m.pathInvalid).max(2000, m.pathInvalid),
})

export type PageViewInput = Infer<typeof pageViewSchema>
