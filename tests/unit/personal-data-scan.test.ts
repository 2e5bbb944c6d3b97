import { crc32, deflateRawSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { hwpxText } from '@/modules/files/hwpx-text'
import { findPersonalData } from '@/modules/personal-data/scan'

const kinds = (text: string) => findPersonalData(text).map((m) => `${m.kind} ${m.masked}`)

describe('personal data in text to be published', () => {
  it('finds registration numbers with a real date, citizen or foreigner, with or without the dash', () => {
    expect(kinds('신청인 주민등록번호 900101-1234567 입니다')).toEqual(['resident 900101-1******'])
    expect(kinds('외국인 등록번호 850315-5123456')).toEqual(['foreigner 850315-5******'])
    expect(kinds('번호: 0212314123456')).toEqual(['resident 021231-4******'])
    // Full-width digits and dash, as pasted from a word processor.
    expect(kinds('９００１０１－２２３４５６７')).toEqual(['resident 900101-2******'])
  })

  it('leaves numbers that only look like one: no such month or day, a 7th digit 0 or 9, longer digit runs', () => {
    expect(kinds('문서번호 901301-1234567')).toEqual([])
    expect(kinds('문서번호 900132-1234567')).toEqual([])
    expect(kinds('번호 900101-9234567')).toEqual([])
    expect(kinds('인증번호 19900101-1234567')).toEqual([])
    expect(kinds('이미 가린 900101-1******')).toEqual([])
  })

  it('finds mobile numbers in the usual spellings, and not the institute’s desk numbers', () => {
    expect(kinds('담당자 010-1234-5678')).toEqual(['mobile 010-****-5678'])
    expect(kinds('연락 01012345678, 011 234 5678, 010.9876.5432')).toEqual([
      'mobile 010-****-5678',
      'mobile 011-***-5678',
      'mobile 010-****-5432',
    ])
    expect(kinds('+82 10-2222-3333')).toEqual(['mobile 010-****-3333'])
    expect(kinds('대표전화 02-1234-5678, 044-123-4567, 1588-1234')).toEqual([])
  })

  it('finds account numbers only with a bank word shortly before them', () => {
    expect(kinds('입금 계좌: 국민은행 123-45-678901')).toEqual(['account 123******01'])
    expect(kinds('농협 301-1234-5678-91 (예금주 홍길동)')).toEqual(['account 301********91'])
    expect(kinds('사업자등록번호 123-45-67890, 고시 제2026-123호, 2026-11-29')).toEqual([])
  })

  it('names each number once, in the order of the text', () => {
    const text = '010-1234-5678 다시 010-1234-5678, 그리고 900101-1234567'
    expect(kinds(text)).toEqual(['mobile 010-****-5678', 'resident 900101-1******'])
  })
})

/** A ZIP as 한컴오피스 writes an HWPX: a stored mimetype entry first, then deflated XML parts. */
function zip(entries: { name: string; text: string; store?: boolean }[]): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const raw = Buffer.from(entry.text, 'utf8')
    const data = entry.store ? raw : deflateRawSync(raw)
    const name = Buffer.from(entry.name, 'utf8')
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(entry.store ? 0 : 8, 8)
    local.writeUInt32LE(crc32(raw), 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(raw.length, 22)
    local.writeUInt16LE(name.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(entry.store ? 0 : 8, 10)
    central.writeUInt32LE(crc32(raw), 16)
    central.writeUInt32LE(data.length, 20)
    central.writeUInt32LE(raw.length, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, data)
    centrals.push(central, name)
    offset += local.length + name.length + data.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

const section = (...paragraphs: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><hs:sec xmlns:hs="x" xmlns:hp="y">${paragraphs
    .map((p) => `<hp:p><hp:run><hp:t>${p}</hp:t></hp:run></hp:p>`)
    .join('')}</hs:sec>`

describe('the text of an HWPX document', () => {
  it('reads the body sections in order, a line per paragraph, with entities decoded', () => {
    const file = zip([
      { name: 'mimetype', text: 'application/hwp+zip', store: true },
      { name: 'Contents/section1.xml', text: section('둘째 절') },
      { name: 'Contents/header.xml', text: '<hh:head>머리말 설정</hh:head>' },
      { name: 'Contents/section0.xml', text: section('신청인 연락처 010-1234-5678', 'A &amp; B &#54620;') },
    ])
    const text = hwpxText(file)
    expect(text.split('\n').filter(Boolean)).toEqual(['신청인 연락처 010-1234-5678', 'A & B 한', '둘째 절'])
    expect(text).not.toContain('머리말')
    expect(kinds(text)).toEqual(['mobile 010-****-5678'])
  })

  it('gives no text for a file that is not a ZIP, or a cut one', () => {
    expect(hwpxText(Buffer.from('%PDF-1.7 not a zip'))).toBe('')
    const file = zip([{ name: 'Contents/section0.xml', text: section('본문') }])
    expect(hwpxText(file.subarray(0, file.length - 30))).toBe('')
  })
})
