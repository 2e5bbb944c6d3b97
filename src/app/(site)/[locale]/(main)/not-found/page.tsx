import { notFound } from 'next/navigation'

/** Spec §2: /not-found is a page of its own and answers 404. */
export default function NotFoundRoute() {
  notFound()
}
