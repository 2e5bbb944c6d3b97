import { documentLayout } from '@/components/layout/document-frame'

/**
 * The spec's header + footer layout for every public page that is a document: these pages go out without Next's
 * client runtime (docs/decisions/0017). Pages whose client components hydrate are in `(interactive)`.
 */
export default documentLayout
