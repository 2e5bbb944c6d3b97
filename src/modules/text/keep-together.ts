/**
 * Runs of text a line must never split (issue #34, item 9): a scheme or word written with a hyphen ("G-SEED",
 * "(G-SEED)", "re-assessment", "ISO 14064-1"'s "14064-1") and a number with its unit ("1,000㎡", "30 %", "5 kW").
 * Browsers may break after a hyphen and before a symbol unit such as ㎡ even under `word-break: keep-all`, so the site
 * wraps these runs in an inline-block span (`keepTogetherClass`, globals.css) wherever it prints stored text.
 */

/** The class of a run kept on one line (globals.css). */
export const keepTogetherClass = 'keep-together'

const hyphenated = String.raw`[(\[]?[A-Za-z0-9]+(?:[-‐‑][A-Za-z0-9+]+)+[)\]]?`
const units = [
  '㎡',
  '㎥',
  '㎾',
  '㎿',
  '㎞',
  '㎏',
  '℃',
  '%',
  'm²',
  'm³',
  'kWh',
  'kW',
  'MWh',
  'MW',
  'GWh',
  'tCO₂eq',
  'tCO2eq',
]
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
// A unit of letters must end where a word does ("5 kWh", not "5 kilo…"); "30 %" and "1,000 ㎡" may have a space.
const withUnit = String.raw`\d[\d,.]*\s?(?:${units.map(escapeRegExp).join('|')})(?![A-Za-z])`
/** Every run to keep together (global: use with `matchAll`, or take its `source`). */
export const keepTogetherPattern = new RegExp(`${hyphenated}|${withUnit}`, 'g')

/** Where the runs to keep together are in `text`, as [start, end) offsets, in order and not overlapping. */
export function keepTogetherRanges(text: string): [number, number][] {
  const ranges: [number, number][] = []
  for (const match of text.matchAll(keepTogetherPattern)) {
    const start = match.index ?? 0
    ranges.push([start, start + match[0].length])
  }
  return ranges
}

/** A stretch of text with what the site marks in it: kept on one line, searched for, or both. */
export type TextRun = { text: string; keep: boolean; match: boolean }

/**
 * Cuts `text` into runs at the edges of the ranges kept together and of the stretches `marked` (the highlighted words
 * of a search, as [start, end) offsets). Joined together the runs always give back `text`.
 */
export function textRuns(text: string, marked: [number, number][] = []): TextRun[] {
  if (!text) return []
  const keep = new Uint8Array(text.length)
  for (const [start, end] of keepTogetherRanges(text)) keep.fill(1, start, end)
  const match = new Uint8Array(text.length)
  for (const [start, end] of marked) match.fill(1, start, end)
  const runs: TextRun[] = []
  let start = 0
  for (let i = 1; i <= text.length; i++) {
    if (i === text.length || keep[i] !== keep[start] || match[i] !== match[start]) {
      runs.push({ text: text.slice(start, i), keep: keep[start] === 1, match: match[start] === 1 })
      start = i
    }
  }
  return runs
}

/**
 * Runs grouped for output: consecutive runs inside one kept range form one group (one kept element around them,
 * highlighted parts inside), every other run is a group of its own.
 */
export function keptGroups(runs: TextRun[]): { keep: boolean; runs: TextRun[] }[] {
  const groups: { keep: boolean; runs: TextRun[] }[] = []
  for (const run of runs) {
    const last = groups[groups.length - 1]
    if (run.keep && last?.keep && last.runs[last.runs.length - 1]?.keep) last.runs.push(run)
    else groups.push({ keep: run.keep, runs: [run] })
  }
  return groups
}
