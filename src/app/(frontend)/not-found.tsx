import { NotFoundContent } from '@/components/ui/not-found-content'

/** A 404 reached by client-side navigation; a page load is answered by app/global-not-found.tsx. */
export default function NotFound() {
  return <NotFoundContent />
}
