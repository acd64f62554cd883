import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

/** `GET /v1/content/preview/exit`: leaves draft mode and goes home. */
export async function GET(): Promise<Response> {
  ;(await draftMode()).disable()
  redirect('/')
}
