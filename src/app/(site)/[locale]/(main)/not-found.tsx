// Within this layout, what notFound() in a page renders.
export { PageNotFound as default } from '@/components/layout/page-not-found'
