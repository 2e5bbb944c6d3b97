import { describe, expect, it } from 'vitest'
import { privateHouseName, publicCertificate } from '@/modules/certification/public-view'
import { certificateMessages, certificateRefusals } from '@/modules/certification/record-rules'
import { gradeFits, gradeLabel } from '@/modules/certification/schemes'
import { effectiveStatus, isCalendarDay } from '@/modules/certification/status'
import {
  codeAlphabet,
  codeLength,
  formatVerificationCode,
  newVerificationCode,
  normalizeVerificationCode,
} from '@/modules/certification/verification-code'
import type { Certificate } from '@/payload-types'

describe('verification codes', () => {
  it('are 20 characters without 0, O, 1 or I, and differ each time', () => {
    const codes = new Set(Array.from({ length: 2000 }, newVerificationCode))
    expect(codes.size).toBe(2000)
    for (const code of codes) {
      expect(code).toHaveLength(codeLength)
      expect(code).toMatch(/^[2-9A-HJ-NP-Z]+$/)
    }
    expect(codeAlphabet).not.toMatch(/[01OI]/)
    // Every character of the alphabet turns up: the draw is not stuck on part of it.
    expect(new Set([...codes].join('')).size).toBe(codeAlphabet.length)
  })

  it('print in groups of five and read back however a person types them', () => {
    const code = 'K7MQ2ABCDE3FGHJ4KLMN'
    expect(formatVerificationCode(code)).toBe('K7MQ2-ABCDE-3FGHJ-4KLMN')
    expect(normalizeVerificationCode('k7mq2-abcde-3fghj-4klmn')).toBe(code)
    expect(normalizeVerificationCode(' K7MQ2 ABCDE 3FGHJ 4KLMN ')).toBe(code)
  })

  it('refuse wildcards, partial codes and letters the alphabet leaves out', () => {
    for (const input of [
      'K7MQ2%',
      'K7MQ2-ABCDE-3FGHJ-4KLM_',
      'K7MQ2-ABCDE-3FGHJ-4KLM*',
      'K7MQ2ABCDE',
      'K7MQ2-ABCDE-3FGHJ-4KLM0',
      'O7MQ2-ABCDE-3FGHJ-4KLMN',
      '',
    ]) {
      expect(normalizeVerificationCode(input), input).toBeNull()
    }
  })
})

describe('certificate status and rules', () => {
  const now = new Date('2026-11-29T03:00:00Z') // 12:00 in Korea

  it('reads 만료 the Korean day after the last valid day, and keeps what staff set otherwise', () => {
    expect(effectiveStatus({ status: 'valid', validUntil: '2026-11-29' }, now)).toBe('valid')
    expect(effectiveStatus({ status: 'valid', validUntil: '2026-11-28' }, now)).toBe('expired')
    // 23:30 UTC on the 28th is already the 29th in Korea.
    expect(effectiveStatus({ status: 'valid', validUntil: '2026-11-28' }, new Date('2026-11-28T15:30:00Z'))).toBe(
      'expired',
    )
    expect(effectiveStatus({ status: 'valid', validUntil: '2026-11-28' }, new Date('2026-11-28T14:30:00Z'))).toBe(
      'valid',
    )
    expect(effectiveStatus({ status: 'revoked', validUntil: '2020-01-01' }, now)).toBe('revoked')
    expect(effectiveStatus({ status: 'valid', validUntil: null }, now)).toBe('valid')
  })

  it('knows real calendar days only', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true)
    expect(isCalendarDay('2026-02-29')).toBe(false)
    expect(isCalendarDay('2026-2-1')).toBe(false)
    expect(isCalendarDay('2026-13-01')).toBe(false)
  })

  it('checks the grade against the scheme', () => {
    expect(gradeFits('energy-rating', '1++')).toBe(true)
    expect(gradeFits('energy-rating', '최우수')).toBe(false)
    expect(gradeFits('g-seed', '우량')).toBe(true)
    expect(gradeFits('eco-housing', null)).toBe(true)
    expect(gradeFits('eco-housing', '1')).toBe(false)
    expect(gradeFits('nosuch', null)).toBe(false)
    expect(gradeLabel('1+', 'ko')).toBe('1+등급')
    expect(gradeLabel('최우수', 'en')).toBe('Excellent')
  })

  it('refuses a record that does not hold together, naming each field', () => {
    const refusals = certificateRefusals({
      id: 5,
      number: 'ZEB 2026/1',
      scheme: 'zeb',
      grade: '최우수',
      issuedOn: '2026-03-15',
      validUntil: '2025-03-14',
      status: 'revoked',
      statusDate: null,
    })
    expect(refusals).toEqual([
      { path: 'number', message: certificateMessages.number },
      { path: 'grade', message: certificateMessages.grade },
      { path: 'validUntil', message: certificateMessages.validUntil },
      { path: 'statusDate', message: certificateMessages.statusDate },
    ])
    expect(certificateRefusals({ id: 5, status: 'reissued', replacedBy: 5 })).toEqual([
      { path: 'replacedBy', message: certificateMessages.replacedBy },
    ])
    expect(certificateRefusals({ scheme: 'eco-housing', grade: '1' })).toEqual([
      { path: 'grade', message: certificateMessages.gradeNone },
    ])
    expect(
      certificateRefusals({
        number: 'ZEB-2026-0001',
        scheme: 'zeb',
        grade: '1',
        issuedOn: '2026-03-15',
        validUntil: '2031-03-14',
      }),
    ).toEqual([])
  })
})

describe('what the public sees of a certificate', () => {
  const record = {
    id: 1,
    number: 'BF-2026-0007',
    scheme: 'bf',
    stage: 'main',
    grade: '우수',
    buildingName: '김철수 주택',
    roadAddress: '세종특별자치시 한누리대로 100',
    sido: '세종특별자치시',
    sigungu: '세종시',
    use: '단독주택',
    floorArea: 165.3,
    issuedOn: '2026-01-10',
    validUntil: '2031-01-09',
    status: 'valid',
    published: true,
    privateHouse: true,
    code: 'K7MQ2ABCDE3FGHJ4KLMN',
    updatedAt: '',
    createdAt: '',
  } as Certificate

  it('stops a private house at 시군구 and never carries the code', () => {
    const view = publicCertificate(record, { now: new Date('2026-11-29T03:00:00Z') })
    expect(view.address).toBe('세종특별자치시 세종시')
    expect(view.buildingName).toBe(privateHouseName.ko)
    expect(JSON.stringify(view)).not.toContain('한누리대로')
    expect(JSON.stringify(view)).not.toContain('김철수')
    expect(JSON.stringify(view)).not.toContain(record.code as string)
    expect(view).toMatchObject({
      status: 'valid',
      statusLabel: '유효',
      gradeLabel: '우수',
      schemeLabel: '장애물 없는 생활환경(BF)',
    })
  })

  it('names a reissued certificate’s replacement only when that one is public', () => {
    const reissued = { ...record, privateHouse: false, status: 'reissued' } as Certificate
    expect(publicCertificate(reissued, { replacement: { number: 'BF-2026-0100', published: true } }).replacedBy).toBe(
      'BF-2026-0100',
    )
    expect(
      publicCertificate(reissued, { replacement: { number: 'BF-2026-0100', published: false } }).replacedBy,
    ).toBeNull()
    expect(publicCertificate(reissued).address).toBe('세종특별자치시 한누리대로 100')
  })
})
