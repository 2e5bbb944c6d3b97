import { Printer } from 'lucide-react'
import { getTranslations } from 'next-intl/server'
import { enhanceHook } from '@/enhance/hooks'
import { printButtonHook, printWaiting } from '@/enhance/print-button'
import { stripLocale } from '@/i18n/locale-path'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'
import { requestSitePath } from '@/lib/site-path'
import { absoluteUrl } from '@/modules/site/metadata'

/**
 * 인쇄, the page utility KRDS puts beside a page's title: prints the page through the print stylesheet (globals.css:
 * only the title, the content, the page information and the page's address). It is rendered invisible and shown by the
 * site's script, which gives it its action, so a browser without the script never shows a button that does nothing.
 * Invisible, not `hidden`: its place is kept, so showing it moves nothing (on a phone it has a row of its own under the
 * title, and a button appearing there pushed the whole page down, a layout shift Lighthouse counted).
 */
export async function PrintButton({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'site' })
  return (
    <button
      type="button"
      {...{ [printWaiting]: '' }}
      {...enhanceHook(printButtonHook)}
      className="inline-flex h-10 shrink-0 items-center gap-1.5 rounded border border-gray-300 bg-white px-3 text-ink text-sm hover:bg-gray-50 data-[print-waiting]:invisible print:hidden"
    >
      <Printer aria-hidden="true" className="size-4" />
      {t('print')}
    </button>
  )
}

/**
 * The page's address, printed after its content so a paper copy says where it came from; never shown on screen.
 * The canonical address (the site's configured address, the page's path in this language), not whatever host or
 * query the visitor used.
 */
export async function PrintAddress({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'site' })
  const url = absoluteUrl(localizedPath(locale, stripLocale(await requestSitePath())))
  return (
    <p lang={locale} data-print-address="" className="mt-10 hidden text-sm [overflow-wrap:anywhere] print:block">
      {t('pageAddress')}: {url}
    </p>
  )
}
