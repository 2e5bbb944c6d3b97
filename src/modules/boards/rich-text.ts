/** The visible text of a Lexical document, one paragraph per line: kept beside the content for search. */
export function lexicalPlainText(content: unknown): string {
  const blocks: string[] = []
  const walk = (node: unknown, line: string[]): void => {
    if (!node || typeof node !== 'object') return
    const { type, text, children } = node as { type?: string; text?: unknown; children?: unknown[] }
    if (typeof text === 'string') line.push(text)
    if (type === 'linebreak') line.push('\n')
    if (!Array.isArray(children)) return
    const isBlock = type !== undefined && type !== 'root' && type !== 'link' && type !== 'autolink'
    if (isBlock && type !== 'text') {
      const own: string[] = []
      for (const child of children) walk(child, own)
      const joined = own.join('').trim()
      if (joined) blocks.push(joined)
      return
    }
    for (const child of children) walk(child, line)
  }
  const root = (content as { root?: unknown } | null)?.root
  walk(root, [])
  return blocks.join('\n')
}

/** A minimal Lexical document of plain paragraphs, for seed data and generated posts. */
export function lexicalFromParagraphs(paragraphs: string[]) {
  return {
    root: {
      type: 'root',
      format: '' as const,
      indent: 0,
      version: 1,
      direction: 'ltr' as const,
      children: paragraphs.map((text) => ({
        type: 'paragraph',
        format: '' as const,
        indent: 0,
        version: 1,
        direction: 'ltr' as const,
        textFormat: 0,
        textStyle: '',
        children: [{ type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }],
      })),
    },
  }
}
