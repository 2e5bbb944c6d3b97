import { describe, expect, it } from 'vitest'
import { siteSections } from '@/modules/site/site-map'
import { englishPages, koreanPages } from '@/seed/site-pages'
import type { SeedPage } from '@/seed/site-pages/build'
import { englishDiagnosisCarbonRndPages } from '@/seed/site-pages/english-diagnosis-carbon-rnd'

const paths = [
  ...[1, 2, 3, 4, 5, 6].map((n) => `diagnosis/diagnosis0${n}`),
  ...[1, 2, 3].map((n) => `carbon/carbon0${n}`),
  ...[1, 2, 3, 4].map((n) => `rnd/rnd0${n}`),
]

const sitePages = siteSections.flatMap((section) => section.pages)
type Block = SeedPage['layout'][number]

/** The fields a reader sees; ids, icons, addresses and Lexical's own settings (`tag: 'h3'`, …) are left out. */
const readable = new Set(['title', 'summary', 'lead', 'heading', 'intro', 'caption', 'note', 'label', 'value'])
for (const key of ['description', 'body', 'text']) readable.add(key)

function words(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return readable.has(key) ? [value] : []
  if (Array.isArray(value)) return value.flatMap((v) => words(v, key))
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => words(v, k))
  return []
}

const hangul = /[\u1100-\u11FF\u3130-\u318F\uAC00-\uD7A3]/

/** The text with every parenthesised part taken out, innermost first, so "Act (법률 (약칭))" leaves "Act ". */
function outsideParentheses(text: string): string {
  let rest = text
  for (let before = ''; before !== rest; ) {
    before = rest
    rest = rest.replace(/\([^()]*\)/g, '')
  }
  return rest
}

const monthNumbers: Record<string, string> = {
  january: '1',
  february: '2',
  march: '3',
  april: '4',
  may: '5',
  june: '6',
  july: '7',
  august: '8',
  september: '9',
  october: '10',
  november: '11',
  december: '12',
}
const numberWords: Record<string, string> = {
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  once: '1',
  twice: '2',
  first: '1',
  second: '2',
  third: '3',
}

/** Every digit sequence of the texts, thousands separators removed ("2,000" is 2000). */
function figures(texts: string[]): Set<string> {
  return new Set(texts.flatMap((t) => t.replace(/(\d),(?=\d{3}(?!\d))/g, '$1').match(/\d+/g) ?? []))
}

/**
 * English may spell out what Korean writes in digits: "once every 4 years" for 4년에 1회, "third-party" for 제3자,
 * "December 2015" for 2015년 12월.
 */
function proseFigures(texts: string[]): Set<string> {
  const spelled = texts.map((t) =>
    t.replace(/\b[A-Za-z]+\b/g, (word) => monthNumbers[word.toLowerCase()] ?? numberWords[word.toLowerCase()] ?? word),
  )
  return figures(spelled)
}

const missing = (from: Set<string>, into: Set<string>) => [...from].filter((f) => !into.has(f))

type LexicalNode = { type?: string; children?: LexicalNode[] }
/** The shape of a rich text: its element types in document order (paragraph, list, listitem, …), text left out. */
function shape(block: Block): string[] {
  if (block.blockType !== 'richText') return []
  const types: string[] = []
  const walk = (node: LexicalNode) => {
    if (node.type && node.type !== 'text') types.push(node.type)
    for (const child of node.children ?? []) walk(child)
  }
  walk(block.content.root as unknown as LexicalNode)
  return types
}

/** What must match between the two languages apart from the words: counts, phases, icons, links, dates. */
function skeleton(block: Block): unknown {
  switch (block.blockType) {
    case 'richText':
      return { heading: Boolean(block.heading), shape: shape(block) }
    case 'table':
      return {
        heading: Boolean(block.heading),
        asOf: block.asOf,
        columns: block.columns?.length,
        rows: block.rows?.map((row) => row.cells?.length),
        note: Boolean(block.note),
      }
    case 'processSteps':
      return { intro: Boolean(block.intro), phases: block.steps?.map((step) => step.phase ?? null) }
    case 'cards':
      return { cards: block.cards?.map((card) => [card.icon, card.link ?? null]) }
    case 'downloads':
      return { files: block.files?.map((file) => [file.format, file.href]) }
    default:
      return block.blockType
  }
}

const pairs = paths.map((path) => {
  const ko = koreanPages.find((page) => page.path === path)
  const en = englishDiagnosisCarbonRndPages.find((page) => page.path === path)
  if (!ko || !en) throw new Error(`${path}: ${ko ? 'no English version' : 'no Korean page'}`)
  return { path, ko, en }
})

describe('English diagnosis, carbon-neutrality and R&D pages', () => {
  it('covers exactly these 13 pages, each once, and is seeded with the other English pages', () => {
    expect(englishDiagnosisCarbonRndPages.map((page) => page.path).sort()).toEqual([...paths].sort())
    for (const path of paths)
      expect(
        englishPages.filter((page) => page.path === path),
        path,
      ).toHaveLength(1)
  })

  for (const { path, ko, en } of pairs) {
    describe(path, () => {
      it('is titled as the English menu labels it', () => {
        expect(en.title).toBe(sitePages.find((page) => page.path === path)?.label.en)
      })

      it('has the Korean page’s blocks in the same order, with the same steps, cards, columns, rows and dates', () => {
        expect(en.layout.map((block) => block.blockType)).toEqual(ko.layout.map((block) => block.blockType))
        expect(en.layout.map(skeleton)).toEqual(ko.layout.map(skeleton))
      })

      it('keeps every figure of the Korean tables in the matching English table', () => {
        const koTables = ko.layout.filter((block) => block.blockType === 'table')
        const enTables = en.layout.filter((block) => block.blockType === 'table')
        expect(enTables).toHaveLength(koTables.length)
        koTables.forEach((table, i) => {
          expect(missing(figures(words(table)), proseFigures(words(enTables[i]))), `table ${i + 1}`).toEqual([])
        })
      })

      it('keeps every figure of the Korean text: years, percentages, areas, articles', () => {
        expect(missing(figures(words(ko)), proseFigures(words(en)))).toEqual([])
      })

      it('is written in English: Hangul only inside parentheses, none in the title, summary or lead', () => {
        const korean = words(en).filter((text) => hangul.test(outsideParentheses(text)))
        expect(korean).toEqual([])
        for (const text of [en.title, en.summary, en.lead]) expect(text).not.toMatch(hangul)
        expect(en.summary.length).toBeGreaterThan(40)
        expect(en.summary.split(/[.!?](\s|$)/).filter((s) => s.trim()).length).toBeLessThanOrEqual(2)
      })

      it('links only to pages of the site map', () => {
        const links = en.layout.flatMap((block) =>
          block.blockType === 'cards' ? (block.cards ?? []).flatMap((card) => (card.link ? [card.link] : [])) : [],
        )
        for (const link of links)
          expect(
            sitePages.some((page) => `/${page.path}` === link),
            link,
          ).toBe(true)
      })
    })
  }

  it('finds Hangul outside parentheses and figures that went missing (the checks themselves)', () => {
    expect(hangul.test(outsideParentheses('Building Management Act (건축물관리법)'))).toBe(false)
    expect(hangul.test(outsideParentheses('건축물관리법 (Building Management Act)'))).toBe(true)
    expect(
      missing(figures(['연간 2,000 toe 이상', '5년마다']), figures(['2000 toe or more', 'every 5 years'])),
    ).toEqual([])
    expect(missing(figures(['2015년 12월', '1년간']), proseFigures(['December 2015', 'for one year']))).toEqual([])
    expect(missing(figures(['3,000㎡']), figures(['300 m²']))).toEqual(['3000'])
  })
})
