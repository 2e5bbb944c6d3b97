import { Download, ExternalLink } from 'lucide-react'
import { BlockHeading, type BlockOf } from '@/components/cms/block-heading'
import type { Locale } from '@/i18n/locales'
import { isDownloadLink } from '@/validation/field-rules'

/** Application forms and guides. Official forms link to the national law information centre. */
export function DownloadsBlockView({ block, locale }: { block: BlockOf<'downloads'>; locale: Locale }) {
  const newWindow = locale === 'en' ? 'opens in a new window' : '새 창'
  return (
    <section>
      {block.heading ? <BlockHeading>{block.heading}</BlockHeading> : null}
      {block.intro ? <p className="mb-5 text-muted leading-7">{block.intro}</p> : null}
      <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200">
        {(block.files ?? []).map((file, i) => {
          // An address planted past the form rule (a script or another site's `//host`) gives no link at all.
          const href = isDownloadLink(file.href) ? file.href.trim() : null
          const external = href?.startsWith('https://') ?? false
          return (
            <li
              key={file.id ?? i}
              className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div>
                <p className="font-semibold text-ink">
                  {file.format ? (
                    <span className="mr-2 rounded bg-gray-100 px-1.5 py-0.5 font-mono text-gray-700 text-xs">
                      {file.format.toUpperCase()}
                    </span>
                  ) : null}
                  {file.title}
                </p>
                {file.description ? <p className="mt-1 text-muted text-sm">{file.description}</p> : null}
              </div>
              {href ? (
                <a
                  href={href}
                  {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : { download: true })}
                  className="inline-flex shrink-0 items-center gap-1.5 self-start rounded-md border border-brand-600 px-3 py-2 font-semibold text-brand-800 text-sm hover:bg-brand-50 sm:self-auto"
                >
                  {external ? (
                    <ExternalLink aria-hidden="true" className="size-4" />
                  ) : (
                    <Download aria-hidden="true" className="size-4" />
                  )}
                  {locale === 'en' ? 'Download' : '내려받기'}
                  <span className="sr-only">
                    : {file.title}
                    {external ? ` (${newWindow})` : ''}
                  </span>
                </a>
              ) : null}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
