import type { Payload } from 'payload'
import { asSystem } from '@/lib/as-system'

const COLUMNS = ['email', 'status', 'signed_up_at', 'confirmed_at', 'unsubscribed_at'] as const

/**
 * One CSV field: quoted when it holds a comma, quote or line break, and never read as a
 * formula by a spreadsheet (a leading =, +, - or @ is escaped with an apostrophe).
 */
export function csvField(value: string | null | undefined): string {
  let text = value ?? ''
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** Every subscriber, oldest first, as CSV with a header row (RFC 4180, CRLF line ends). */
export async function subscribersCsv(payload: Payload): Promise<string> {
  const lines = [COLUMNS.join(',')]
  for (let page = 1; ; page += 1) {
    const found = await payload.find({
      collection: 'subscribers',
      ...asSystem('staffTool'),
      depth: 0,
      sort: 'createdAt',
      limit: 500,
      page,
    })
    for (const row of found.docs) {
      lines.push(
        [row.email, row.status, row.createdAt, row.confirmedAt, row.unsubscribedAt]
          .map((value) => csvField(value))
          .join(','),
      )
    }
    if (!found.hasNextPage) break
  }
  return `${lines.join('\r\n')}\r\n`
}
