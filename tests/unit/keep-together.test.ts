import { describe, expect, it } from 'vitest'
import { highlightHtml, highlightSegments } from '@/modules/search/highlight'
import { keepTogetherRanges, keptGroups, textRuns } from '@/modules/text/keep-together'

const kept = (text: string) => keepTogetherRanges(text).map(([start, end]) => text.slice(start, end))

describe('runs a line must not split', () => {
  it('finds scheme names written with a hyphen, with their brackets', () => {
    expect(kept('녹색건축인증(G-SEED)을 수행합니다')).toEqual(['(G-SEED)'])
    expect(kept('G-SEED 재인증과 re-assessment, ISO 14064-1')).toEqual(['G-SEED', 're-assessment', '14064-1'])
    expect(kept('BF 인증 · ZEB 1++ 등급')).toEqual([])
  })

  it('finds numbers with their units', () => {
    expect(kept('연면적 1,000㎡ 이상 공공건축물')).toEqual(['1,000㎡'])
    expect(kept('에너지자립률 20 % 이상, 5 kW 설비, 3.5tCO2eq')).toEqual(['20 %', '5 kW', '3.5tCO2eq'])
    // A unit of letters ends where the word does.
    expect(kept('5 kilometres, 2026년 5월')).toEqual([])
  })

  it('cuts a text into runs that join back into it, highlighted words inside a kept run', () => {
    const text = '녹색건축인증(G-SEED) 1,000㎡'
    const runs = textRuns(text, [[9, 13]])
    expect(runs.map((r) => r.text).join('')).toBe(text)
    expect(
      keptGroups(runs).map((g) => [g.keep, g.runs.map((r) => `${r.match ? '*' : ''}${r.text}`).join('|')]),
    ).toEqual([
      [false, '녹색건축인증'],
      [true, '(G-|*SEED|)'],
      [false, ' '],
      [true, '1,000㎡'],
    ])
  })

  it('writes the kept runs as kept spans in search and list HTML, escaped, with the search marks inside', () => {
    expect(highlightHtml('인증(G-SEED) <b>', 'seed')).toBe(
      '인증<span class="keep-together">(G-<mark class="rounded-sm bg-amber-100 text-ink">SEED</mark>)</span> &lt;b&gt;',
    )
    expect(highlightHtml('평범한 제목', '')).toBe('평범한 제목')
    // The search's own segments are unchanged by the kept runs.
    expect(highlightSegments('인증(G-SEED)', 'seed')).toEqual([
      { text: '인증(G-', match: false },
      { text: 'SEED', match: true },
      { text: ')', match: false },
    ])
  })
})
