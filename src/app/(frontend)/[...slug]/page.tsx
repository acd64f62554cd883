import { notFound } from 'next/navigation'

/** Any address no other route claims is answered by the site's own 404 page. */
export default function UnknownPage() {
  notFound()
}
