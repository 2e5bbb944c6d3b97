import { ArrowRight } from 'lucide-react'
import { BlockHeading, type BlockOf } from '@/components/cms/block-heading'
import { CardIcon } from '@/components/cms/card-icon'
import { KeptText } from '@/components/layout/kept-text'
import type { Locale } from '@/i18n/locales'
import { siteLinkHref } from '@/modules/site/link-href'

/** Cards linking into the site: `locale` is the site the links stay on, `language` the words' (./render-blocks.tsx). */
export function CardsBlockView({
  block,
  locale,
  language = locale,
}: {
  block: BlockOf<'cards'>
  locale: Locale
  language?: Locale
}) {
  return (
    <section>
      {block.heading ? <BlockHeading>{block.heading}</BlockHeading> : null}
      {block.intro ? (
        <p className="mb-6 text-muted leading-7">
          <KeptText text={block.intro} />
        </p>
      ) : null}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {(block.cards ?? []).map((card, i) => {
          const href = siteLinkHref(locale, card.link)
          const body = (
            <>
              <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <CardIcon name={card.icon} className="size-6" />
              </span>
              <h3 className="mt-4 font-bold text-ink text-lg">
                <KeptText text={card.title} />
              </h3>
              {card.body ? (
                <p className="mt-2 text-[15px] text-muted leading-7">
                  <KeptText text={card.body} />
                </p>
              ) : null}
              {href ? (
                <span className="mt-3 inline-flex items-center gap-1 font-semibold text-brand-700 text-sm">
                  {language === 'en' ? 'More' : '자세히'}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </span>
              ) : null}
            </>
          )
          return (
            <li key={card.id ?? i} className="flex">
              {href ? (
                <a
                  href={href}
                  className="flex w-full flex-col rounded-xl border border-gray-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-500 hover:shadow-md"
                >
                  {body}
                </a>
              ) : (
                <div className="flex w-full flex-col rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
                  {body}
                </div>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
