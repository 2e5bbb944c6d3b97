/**
 * Personal data that must not reach the public site by mistake (the most common finding of Korean public-site
 * audits): 주민등록번호, 외국인등록번호, 휴대전화번호 and 계좌번호 in text staff are about to publish. Pure: the save
 * hook (publish-check.ts) collects the text and decides; this only finds and masks.
 *
 * Each rule trades recall for few false alarms, since every alarm stops a save until someone confirms it:
 * - a registration number needs a real month and day and a 7th digit 1–8 (1–4 citizens, 5–8 foreigners); numbers
 *   issued since October 2020 have no check digit, so none is tested;
 * - a phone number only counts when it is a mobile one (010, 011, 016–019, or +82 10…): the institute's own desk
 *   numbers are meant to be public;
 * - an account number is two to four groups of digits (10–14 in all) with a bank word shortly before it, since
 *   bare digit groups are also dates, document and certificate numbers.
 */

export type PersonalDataKind = 'resident' | 'foreigner' | 'mobile' | 'account'

export const personalDataLabels: Record<PersonalDataKind, string> = {
  resident: '주민등록번호',
  foreigner: '외국인등록번호',
  mobile: '휴대전화번호',
  account: '계좌번호',
}

/** One finding: its kind, the text shown to staff with most digits hidden, and its digits (for a fingerprint). */
export type PersonalDataMatch = { kind: PersonalDataKind; masked: string; digits: string }

const registration =
  /(?<![\d-])(\d{2})(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01]) ?[-–] ?([1-8])(\d{6})(?![\d-])|(?<![\d-])(\d{2})(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])([1-8])(\d{6})(?![\d-])/g
const mobile = /(?<![\d-])(?:\+82[ -]?|0)(1[016789])[ .-]?(\d{3,4})[ .-]?(\d{4})(?![\d-])/g
const accountShape = /(?<![\d-])\d{2,6}(?:-\d{2,7}){1,3}(?![\d-])/g
const bankWord =
  /(계좌|은행|예금주|입금|송금|농협|국민|신한|우리|하나|기업|우체국|새마을|카카오뱅크|케이뱅크|토스뱅크|수협|신협|SC제일|씨티|대구|부산|경남|광주|전북|제주|산업)/
/** How far before an account-shaped number a bank word is looked for. */
const bankWordReach = 20

const hideAllBut = (digits: string, keepStart: number, keepEnd: number) =>
  digits.slice(0, keepStart) + '*'.repeat(Math.max(0, digits.length - keepStart - keepEnd)) + digits.slice(-keepEnd)

/** Every finding in `text`, each number once, in the order they appear. */
export function findPersonalData(text: string): PersonalDataMatch[] {
  // Full-width digits and dashes, as pasted from a word processor, count as their plain forms.
  const plain = text.normalize('NFKC')
  const found: { at: number; end: number; match: PersonalDataMatch }[] = []
  const taken = (at: number, end: number) => found.some((f) => at < f.end && end > f.at)

  for (const m of plain.matchAll(registration)) {
    const [yy, mm, dd, gender, rest] = m[1] ? m.slice(1, 6) : m.slice(6, 11)
    const digits = `${yy}${mm}${dd}${gender}${rest}`
    const kind: PersonalDataKind = Number(gender) <= 4 ? 'resident' : 'foreigner'
    const at = m.index ?? 0
    found.push({ at, end: at + m[0].length, match: { kind, masked: `${yy}${mm}${dd}-${gender}******`, digits } })
  }
  for (const m of plain.matchAll(mobile)) {
    const at = m.index ?? 0
    if (taken(at, at + m[0].length)) continue
    const [, carrier = '', middle = '', last = ''] = m
    const digits = `0${carrier}${middle}${last}`
    found.push({
      at,
      end: at + m[0].length,
      match: { kind: 'mobile', masked: `0${carrier}-${'*'.repeat(middle.length)}-${last}`, digits },
    })
  }
  for (const m of plain.matchAll(accountShape)) {
    const at = m.index ?? 0
    const digits = m[0].replaceAll('-', '')
    if (digits.length < 10 || digits.length > 14 || taken(at, at + m[0].length)) continue
    if (!bankWord.test(plain.slice(Math.max(0, at - bankWordReach), at))) continue
    found.push({ at, end: at + m[0].length, match: { kind: 'account', masked: hideAllBut(digits, 3, 2), digits } })
  }

  const seen = new Set<string>()
  return found
    .sort((a, b) => a.at - b.at)
    .map((f) => f.match)
    .filter((match) => {
      const key = `${match.kind}:${match.digits}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
}
