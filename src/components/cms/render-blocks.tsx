import { CardsBlockView } from '@/blocks/cards/Component'
import { ContactBlockView } from '@/blocks/contact/Component'
import { DownloadsBlockView } from '@/blocks/downloads/Component'
import { OrgChartBlockView } from '@/blocks/org-chart/Component'
import { ProcessStepsBlockView } from '@/blocks/process-steps/Component'
import { RichTextBlockView } from '@/blocks/rich-text/Component'
import { TableBlockView } from '@/blocks/table/Component'
import { TimelineBlockView } from '@/blocks/timeline/Component'
import type { Locale } from '@/i18n/locales'
import type { LayoutBlock } from './block-heading'

export type { BlockOf, LayoutBlock } from './block-heading'

/**
 * A page's blocks in order. `locale` is the site the visitor is on (links stay on it); `language` is the language the
 * page's text is in, Korean on an English page that shows the Korean text (it has no English version yet): the
 * blocks' own words (table dates, step badges, "More", "Download") are in that language, as the text around them is.
 */
export function RenderBlocks({
  blocks,
  locale,
  language = locale,
}: {
  blocks: LayoutBlock[]
  locale: Locale
  language?: Locale
}) {
  return blocks.map((block, index) => {
    const key = block.id ?? `${block.blockType}-${index}`
    switch (block.blockType) {
      case 'richText':
        return <RichTextBlockView key={key} block={block} />
      case 'table':
        return <TableBlockView key={key} block={block} locale={language} />
      case 'processSteps':
        return <ProcessStepsBlockView key={key} block={block} locale={language} />
      case 'timeline':
        return <TimelineBlockView key={key} block={block} locale={locale} />
      case 'orgChart':
        return <OrgChartBlockView key={key} block={block} locale={locale} />
      case 'cards':
        return <CardsBlockView key={key} block={block} locale={locale} language={language} />
      case 'downloads':
        return <DownloadsBlockView key={key} block={block} locale={language} />
      case 'contact':
        return <ContactBlockView key={key} block={block} locale={locale} />
      default:
        return null
    }
  })
}
