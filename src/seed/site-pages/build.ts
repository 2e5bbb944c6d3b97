/**
 * Small builders for the default page content: Lexical rich text and page blocks from plain strings.
 * In text, **bold** marks strong emphasis.
 */
import type { Page } from '@/payload-types'

type Block = NonNullable<Page['layout']>[number]
type Lexical = Extract<Block, { blockType: 'richText' }>['content']
type Node = Record<string, unknown>

function inline(text: string): Node[] {
  return text
    .split(/(\*\*[^*]+\*\*)/)
    .filter(Boolean)
    .map((part) => {
      const bold = part.startsWith('**') && part.endsWith('**')
      return {
        type: 'text',
        text: bold ? part.slice(2, -2) : part,
        format: bold ? 1 : 0,
        detail: 0,
        mode: 'normal',
        style: '',
        version: 1,
      }
    })
}

const element = (type: string, children: Node[], extra: Node = {}): Node => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})

export const p = (text: string): Node => element('paragraph', inline(text), { textFormat: 0, textStyle: '' })
export const h3 = (text: string): Node => element('heading', inline(text), { tag: 'h3' })
const list = (tag: 'ul' | 'ol', items: string[]): Node =>
  element(
    'list',
    items.map((item, i) => element('listitem', inline(item), { value: i + 1 })),
    { listType: tag === 'ul' ? 'bullet' : 'number', start: 1, tag },
  )
export const ul = (...items: string[]) => list('ul', items)
export const ol = (...items: string[]) => list('ol', items)

export function lexical(...children: Node[]): Lexical {
  return { root: element('root', children) } as unknown as Lexical
}

export const text = (heading: string | null, ...children: Node[]): Block => ({
  blockType: 'richText',
  heading,
  content: lexical(...children),
})

/** Every table states the date its figures are accurate for. */
export const asOf = '2026-11-01T00:00:00.000Z'

export const table = (opts: {
  heading?: string
  caption: string
  columns: string[]
  rows: string[][]
  note?: string
  asOf?: string
}): Block => ({
  blockType: 'table',
  heading: opts.heading ?? null,
  caption: opts.caption,
  asOf: opts.asOf ?? asOf,
  columns: opts.columns.map((label) => ({ label })),
  rows: opts.rows.map((cells) => ({ cells: cells.map((value) => ({ value })) })),
  note: opts.note ?? null,
})

type Phase = 'apply' | 'preliminary' | 'main' | 'after'
export const steps = (heading: string, intro: string | null, items: [Phase | null, string, string][]): Block => ({
  blockType: 'processSteps',
  heading,
  intro,
  steps: items.map(([phase, title, description]) => ({ phase, title, description })),
})

type CardIcon = NonNullable<Extract<Block, { blockType: 'cards' }>['cards']>[number]['icon']
export const cards = (
  heading: string | null,
  intro: string | null,
  items: [CardIcon, string, string, string?][],
): Block => ({
  blockType: 'cards',
  heading,
  intro,
  cards: items.map(([icon, title, body, link]) => ({ icon, title, body, link: link ?? null })),
})

type Format = 'hwp' | 'hwpx' | 'pdf' | 'docx' | 'xlsx' | 'zip'
export const downloads = (
  intro: string | null,
  files: [string, string, Format, string][],
  heading = '서식 다운로드',
): Block => ({
  blockType: 'downloads',
  heading,
  intro,
  files: files.map(([title, description, format, href]) => ({ title, description, format, href })),
})

/** The national law information centre's page of a law or rule, where its official forms are attached. */
export const lawUrl = (name: string) =>
  `https://www.law.go.kr/${encodeURIComponent('법령')}/${encodeURIComponent(name.replace(/\s+/g, ''))}`

export type SeedPage = {
  path: string
  title: string
  summary: string
  lead: string
  layout: Block[]
}
