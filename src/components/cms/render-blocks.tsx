import { CardsBlockView } from '@/blocks/cards/Component'
import { ContactBlockView } from '@/blocks/contact/Component'
import { DownloadsBlockView } from '@/blocks/downloads/Component'
import { OrgChartBlockView } from '@/blocks/org-chart/Component'
import { ProcessStepsBlockView } from '@/blocks/process-steps/Component'
import { RichTextBlockView } from '@/blocks/rich-text/Component'
import { TableBlockView } from '@/blocks/table/Component'
import { TimelineBlockView } from '@/blocks/timeline/Component'
import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'

export type LayoutBlock = NonNullable<Page['layout']>[number]
export type BlockOf<T extends LayoutBlock['blockType']> = Extract<LayoutBlock, { blockType: T }>

export function RenderBlocks({ blocks, locale }: { blocks: LayoutBlock[]; locale: Locale }) {
  return blocks.map((block, index) => {
    const key = block.id ?? `${block.blockType}-${index}`
    switch (block.blockType) {
      case 'richText':
        return <RichTextBlockView key={key} block={block} />
      case 'table':
        return <TableBlockView key={key} block={block} locale={locale} />
      case 'processSteps':
        return <ProcessStepsBlockView key={key} block={block} />
      case 'timeline':
        return <TimelineBlockView key={key} block={block} locale={locale} />
      case 'orgChart':
        return <OrgChartBlockView key={key} block={block} locale={locale} />
      case 'cards':
        return <CardsBlockView key={key} block={block} locale={locale} />
      case 'downloads':
        return <DownloadsBlockView key={key} block={block} locale={locale} />
      case 'contact':
        return <ContactBlockView key={key} block={block} locale={locale} />
      default:
        return null
    }
  })
}

/** Section heading shared by blocks, so every block's title has the same level and look. */
export function BlockHeading({ children, id }: { children: React.ReactNode; id?: string }) {
  return (
    <h2 id={id} className="mb-5 flex items-center gap-2.5 font-bold text-2xl text-ink">
      <span aria-hidden="true" className="inline-block h-6 w-1.5 rounded-full bg-brand-600" />
      {children}
    </h2>
  )
}
