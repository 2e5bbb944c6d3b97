import { BlockHeading, type BlockOf } from '@/components/cms/block-heading'
import { SiteRichText } from '@/components/cms/site-rich-text'

/** Lexical content rendered as React elements by Payload's converter: no HTML strings reach the page. */
export function RichTextBlockView({ block }: { block: BlockOf<'richText'> }) {
  return (
    <section>
      {block.heading ? <BlockHeading>{block.heading}</BlockHeading> : null}
      <SiteRichText data={block.content} className="rich-text" disableContainer={false} />
    </section>
  )
}
