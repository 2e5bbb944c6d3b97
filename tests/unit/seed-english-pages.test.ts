/**
 * The English versions of the seeded pages: each one follows its Korean page block for block, is titled with its
 * English menu label, fits the fields it is saved in, and reads in English (Korean only in the names of laws).
 */
import { describe, expect, it } from 'vitest'
import { allPages } from '@/modules/site/site-map'
import { englishPages, koreanPages } from '@/seed/site-pages'
import { englishCompanyCertificationPolicyPages } from '@/seed/site-pages/english-company-certification-policy'

const hangul = /\p{Script=Hangul}/gu
const letters = /\p{L}/gu

/** Every string of a value: the page's title, summary, lead and the text inside its blocks. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(strings)
  if (value && typeof value === 'object')
    return Object.entries(value)
      .filter(([key]) => !['href', 'link', 'icon', 'blockType', 'type', 'phase', 'format', 'tag', 'asOf'].includes(key))
      .flatMap(([, v]) => strings(v))
  return []
}

const hangulShare = (text: string) => (text.match(hangul)?.length ?? 0) / Math.max(1, text.match(letters)?.length ?? 0)

describe('English seeded pages', () => {
  it('covers history, organisation, CI, certification03–08 and the policies', () => {
    const paths = englishCompanyCertificationPolicyPages.map((page) => page.path).sort()
    expect(paths).toEqual(
      [
        'company/history',
        'company/group',
        'company/ci',
        ...['03', '04', '05', '06', '07', '08'].map((n) => `certification/certification${n}`),
        'policy/policy01',
        'policy/policy02',
        'policy/policy03',
      ].sort(),
    )
    for (const path of paths) expect(englishPages.filter((page) => page.path === path)).toHaveLength(1)
  })

  for (const english of englishPages) {
    it(`${english.path}: same blocks as the Korean page, the menu's title, English text`, () => {
      const korean = koreanPages.find((page) => page.path === english.path)
      expect(korean, 'a Korean page of the same path').toBeDefined()
      expect(english.layout.map((block) => block.blockType)).toEqual(korean?.layout.map((block) => block.blockType))
      // Tables keep their shape: the same number of columns and rows as the Korean table.
      const shapes = (layout: typeof english.layout): unknown[] =>
        layout.flatMap<unknown>((block) =>
          block.blockType === 'table'
            ? [[block.columns?.length, block.rows?.map((row) => row.cells?.length)]]
            : block.blockType === 'processSteps'
              ? [[block.steps?.map((step) => step.phase ?? null)]]
              : [],
        )
      expect(shapes(english.layout)).toEqual(shapes(korean?.layout ?? []))
      const label = allPages.find((page) => page.path === english.path)?.label.en
      if (label) expect(english.title.startsWith(label), `"${english.title}" starts with "${label}"`).toBe(true)
      expect(english.summary.length).toBeLessThanOrEqual(200)
      expect(hangulShare(strings(english).join(' '))).toBeLessThan(0.05)
    })
  }
})
