/**
 * Korean particles chosen by the word before them. Payload's Korean texts put a label into a fixed sentence
 * ("{{label}}이(가) 없습니다"), so the admin showed "게시글이(가)", "메인 배너이(가)". The particle depends on
 * whether the word ends in a final consonant (받침): 게시글이, 메인 배너가. `resolveParticles` picks it from the
 * word's last sound; where that cannot be told (a symbol), the text is left as it was.
 */

/** The paired forms as Payload writes them, and the form for a word with and without a final consonant. */
const pairs = {
  '이(가)': ['이', '가'],
  '을(를)': ['을', '를'],
  '은(는)': ['은', '는'],
  '과(와)': ['과', '와'],
  '와(과)': ['과', '와'],
  '(으)로': ['으로', '로'],
} as const satisfies Record<string, readonly [string, string]>

type Pair = keyof typeof pairs

const source = '이\\(가\\)|을\\(를\\)|은\\(는\\)|과\\(와\\)|와\\(과\\)|\\(으\\)로'
const pattern = new RegExp(source, 'g')
const anyPair = new RegExp(source)

/** `true`, `false`, or `'rieul'` (a final ㄹ, which takes 로 rather than 으로); `null` when it cannot be told. */
type FinalSound = boolean | 'rieul' | null

// Digits and Latin letters as Korean reads them: 일(ㄹ), 삼(ㅁ), 육(ㄱ), 칠, 팔, 영(ㅇ); 엘, 알, 엠, 엔.
const digitFinals: Record<string, FinalSound> = {
  '0': true,
  '1': 'rieul',
  '2': false,
  '3': true,
  '4': false,
  '5': false,
  '6': true,
  '7': 'rieul',
  '8': 'rieul',
  '9': false,
}
const letterFinals: Record<string, FinalSound> = { l: 'rieul', r: 'rieul', m: true, n: true }

/** Closing marks between a word and its particle ("제목"을, (공지)가): the word before them decides. */
const closers = new Set(['"', "'", '”', '’', ')', ']', '}', '」', '』', '>', '》', '〉'])

function finalSound(char: string): FinalSound {
  const code = char.codePointAt(0) ?? 0
  if (code >= 0xac00 && code <= 0xd7a3) {
    const final = (code - 0xac00) % 28
    return final === 0 ? false : final === 8 ? 'rieul' : true
  }
  if (/[0-9]/.test(char)) return digitFinals[char] ?? null
  if (/[A-Za-z]/.test(char)) return letterFinals[char.toLowerCase()] ?? false
  return null
}

/** The final sound of the last word of `text`, looking past closing quotes and brackets. */
export function lastFinalSound(text: string): FinalSound | undefined {
  const chars = [...text]
  for (let i = chars.length - 1; i >= 0; i--) {
    const char = chars[i] as string
    if (closers.has(char)) continue
    if (/\s/.test(char)) return null
    return finalSound(char)
  }
  // Nothing before the particle in `text`: the caller may look at the text before it.
  return undefined
}

function choose(pair: Pair, sound: FinalSound): string {
  const [withFinal, withoutFinal] = pairs[pair]
  if (pair === '(으)로') return sound === true ? withFinal : withoutFinal
  return sound ? withFinal : withoutFinal
}

/**
 * `text` with each paired particle resolved by the word before it. `before` is the text shown just before `text`
 * (a label rendered in its own element, "<strong>공지사항</strong>을(를)"), read only when a particle starts `text`.
 */
export function resolveParticles(text: string, before: () => string = () => ''): string {
  if (!text.includes('(')) return text
  return text.replace(pattern, (match, offset: number) => {
    let sound = lastFinalSound(text.slice(0, offset))
    if (sound === undefined) sound = lastFinalSound(before()) ?? null
    return sound === null ? match : choose(match as Pair, sound)
  })
}

/** Whether `text` holds a paired particle at all: most texts do not, and are left without further work. */
export const hasPairedParticle = (text: string): boolean => text.includes('(') && anyPair.test(text)
