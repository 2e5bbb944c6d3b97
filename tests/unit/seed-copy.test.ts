import { describe, expect, it } from 'vitest'
import { demoPosts } from '@/seed/boards'
import { englishPages, koreanPages } from '@/seed/site-pages'
import type { SeedPage } from '@/seed/site-pages/build'

/** Every string in a value, with where it was found. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k))
  return []
}

const hangul = /[\uAC00-\uD7A3]/

/** The text without its parenthesised parts, innermost first: English copy may name a law in Korean there. */
function outsideParentheses(text: string): string {
  let rest = text
  for (let before = ''; before !== rest; ) {
    before = rest
    rest = rest.replace(/\([^()]*\)/g, '')
  }
  return rest
}
/** The neutral particle forms a template writes when it does not know the word: 을(를), 이(가), (으)로 … */
const neutralParticle = /\((을|를|이|가|은|는|와|과|으)\)/

type Node = { type?: string; format?: number | string; children?: Node[] }

/** The Lexical nodes of a page's rich-text blocks, in document order. */
function nodes(page: SeedPage | undefined): Node[] {
  const all: Node[] = []
  const walk = (node: Node) => {
    all.push(node)
    for (const child of node.children ?? []) walk(child)
  }
  for (const block of page?.layout ?? [])
    if (block.blockType === 'richText') walk(block.content.root as unknown as Node)
  return all
}

/** The values: list items that open with a bold term. */
const values = (page: SeedPage | undefined) =>
  nodes(page).filter((n) => n.type === 'listitem' && n.children?.[0]?.format === 1)
const subheadings = (page: SeedPage | undefined) => nodes(page).filter((n) => n.type === 'heading')

describe('seeded copy', () => {
  it('writes the English pages in English, Hangul only in parentheses (a law’s Korean name)', () => {
    for (const page of englishPages) {
      const korean = strings(page).filter(([, text]) => hangul.test(outsideParentheses(text)))
      expect(korean, page.path).toEqual([])
    }
  })

  it('says on the English about page what the Korean one says: the vision and all four values', () => {
    const ko = koreanPages.find((p) => p.path === 'company/about')
    const en = englishPages.find((p) => p.path === 'company/about')
    expect(subheadings(en)).toHaveLength(subheadings(ko).length)
    expect(values(ko).length).toBeGreaterThan(0)
    expect(values(en)).toHaveLength(values(ko).length)
    const enText = JSON.stringify(en?.layout)
    expect(enText).toContain('Vision:')
    for (const value of ['Fairness', 'Accuracy', 'Service', 'Innovation']) expect(enText).toContain(value)
  })

  it('leaves no neutral particle form such as 을(를) in the generated posts or the pages', () => {
    const posts = demoPosts()
    expect(posts.length).toBeGreaterThan(0)
    const found = [...strings(posts), ...strings(koreanPages)].filter(([, text]) => neutralParticle.test(text))
    expect(found).toEqual([])
  })

  it('does not call an extension or a rebuild new construction in the performance records', () => {
    for (const post of demoPosts()) {
      const text = [post.title, ...post.paragraphs, post.performance?.projectName ?? ''].join(' ')
      expect(text, post.title).not.toMatch(/(증축|개축) 신축/)
    }
  })
})
