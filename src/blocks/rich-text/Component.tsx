import { RichText } from '@payloadcms/richtext-lexical/react'
import { BlockHeading, type BlockOf } from '@/components/cms/render-blocks'

/** Lexical content rendered as React elements by Payload's converter: no HTML strings reach the page. */
export function RichTextBlockView({ block }: { block: BlockOf<'richText'> }) {
  return (
    <section>
      {block.heading ? <BlockHeading>{block.heading}</BlockHeading> : null}
      <RichText data={block.content} className="rich-text" disableContainer={false} />
    </section>
  )
}
