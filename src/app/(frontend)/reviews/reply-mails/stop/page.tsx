import type { Metadata } from 'next'

import { reviewOfStopToken } from '@/features/insurers/server'
import { getLocale, getMessages } from '@/platform/locale.server'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata(): Promise<Metadata> {
  const messages = await getMessages()
  return { title: messages.replyMails.title, robots: { index: false } }
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * `/reviews/reply-mails/stop?token=…`: opened from the mail saying an insurer answered a review.
 * Nothing changes on opening (mail scanners open links): the button posts the stop, and the
 * page comes back saying it is done. It works without JavaScript.
 */
export default async function ReplyMailsStopPage({ searchParams }: Props) {
  const params = await searchParams
  const locale = await getLocale()
  const m = (await getMessages()).replyMails
  const token = one(params.token) ?? ''
  const body =
    one(params.done) === '1' ? (
      <p role="status">{m.done}</p>
    ) : one(params.failed) === '1' || reviewOfStopToken(token) === null ? (
      <p role="alert">{m.invalid}</p>
    ) : (
      <form
        method="post"
        action={`/v1/reviews/reply-mails/stop?token=${encodeURIComponent(token)}&lang=${locale}`}
        className="text-page__form"
      >
        <p>{m.question}</p>
        <button type="submit" className="button button--primary">
          {m.stop}
        </button>
      </form>
    )
  return (
    <div className="text-page">
      <h1>{m.title}</h1>
      {body}
    </div>
  )
}
