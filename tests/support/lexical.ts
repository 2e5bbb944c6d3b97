/** Lexical documents as Payload stores them, for tests that write rich text without the editor. */

export const textNode = (text: string) => ({
  type: 'text',
  text,
  detail: 0,
  format: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

export const paragraph = (children: unknown[]) => ({
  type: 'paragraph',
  direction: null,
  format: '',
  indent: 0,
  version: 1,
  textFormat: 0,
  textStyle: '',
  children,
})

/** A custom link (or autolink) around one text. */
export const linkNode = (url: string, text: string, type: 'link' | 'autolink' = 'link') => ({
  type,
  direction: null,
  format: '',
  indent: 0,
  version: 3,
  fields: { url, newTab: false, linkType: 'custom' },
  children: [textNode(text)],
})

/** A Lexical document: one paragraph per text, then one paragraph per extra inline node (links). */
export function richText(texts: readonly string[], inline: unknown[] = []) {
  return {
    root: {
      type: 'root',
      direction: null,
      format: '',
      indent: 0,
      version: 1,
      children: [...texts.map((t) => paragraph([textNode(t)])), ...inline.map((node) => paragraph([node]))],
    },
  }
}
