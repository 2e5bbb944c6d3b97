import { interactiveLayout } from '@/components/layout/interactive-frame'

/**
 * The spec's header + footer layout for the public pages whose client components hydrate: the Q&A write, view and
 * edit pages (captcha, password and delete dialogs) and the newsletter unsubscribe page. They keep Next's client
 * runtime; every other public page is in `(main)`.
 */
export default interactiveLayout
