import { describe, expect, it } from 'vitest'
import { daysBetween, parseStatsPeriod, periodMessages, statsCsvNames } from '@/modules/visitor-stats/period'

// 2026-11-28 10:00 in Korea.
const now = new Date('2026-11-28T01:00:00Z')
const ask = (query: string) => parseStatsPeriod(new URLSearchParams(query), now)
const period = (query: string) => {
  const result = ask(query)
  if ('error' in result) throw new Error(result.error)
  return result.period
}
const error = (query: string) => {
  const result = ask(query)
  return 'error' in result ? result.error : null
}

describe('the period of 접속자 통계', () => {
  it('offers the last 7, 30 and 90 Korean days, 30 by default', () => {
    expect(period('')).toMatchObject({
      kind: 'days',
      preset: 30,
      from: '2026-10-30',
      to: '2026-11-28',
      label: '최근 30일',
    })
    expect(period('days=7')).toMatchObject({ from: '2026-11-22', to: '2026-11-28', query: 'days=7' })
    expect(period('days=90').days).toHaveLength(90)
    for (const bad of ['1', '365', '7.0', 'abc', '-7']) expect(error(`days=${bad}`), bad).toBe(periodMessages.days)
  })

  it('shows a calendar month, this month up to today', () => {
    expect(period('month=2026-10')).toMatchObject({
      kind: 'month',
      from: '2026-10-01',
      to: '2026-10-31',
      label: '2026년 10월',
      query: 'month=2026-10',
    })
    expect(period('month=2026-02').to).toBe('2026-02-28')
    expect(period('month=2024-02').days).toHaveLength(29)
    expect(period('month=2026-11')).toMatchObject({ from: '2026-11-01', to: '2026-11-28' })
    for (const bad of ['2026-12', '2026-13', '2026-00', '26-10', '2026-1', 'x'])
      expect(error(`month=${bad}`), bad).toBe(periodMessages.month)
  })

  it('shows a range of days, both ends included, never past today and at most a year', () => {
    const range = period('from=2026-10-01&to=2026-10-15')
    expect(range).toMatchObject({
      kind: 'range',
      label: '2026.10.01 ~ 2026.10.15',
      query: 'from=2026-10-01&to=2026-10-15',
    })
    expect(range.days).toHaveLength(15)
    expect(period('from=2026-11-28&to=2026-11-28')).toMatchObject({ label: '2026.11.28', days: ['2026-11-28'] })
    expect(error('from=2026-10-15&to=2026-10-01')).toBe(periodMessages.order)
    expect(error('from=2026-11-01&to=2026-11-29')).toBe(periodMessages.future)
    expect(error('from=2026-02-30&to=2026-03-01')).toBe(periodMessages.date)
    expect(error('from=2026/10/01&to=2026-10-02')).toBe(periodMessages.date)
    expect(error('from=2026-10-01')).toBe(periodMessages.both)
    expect(error('to=2026-10-01')).toBe(periodMessages.both)
    expect(period('from=2025-11-28&to=2026-11-28').days).toHaveLength(366)
    expect(error('from=2025-11-27&to=2026-11-28')).toBe(periodMessages.tooLong)
  })

  it('names the CSV by its Korean days', () => {
    expect(statsCsvNames(period('from=2026-10-01&to=2026-10-15'))).toEqual({
      ascii: 'visitor-stats-2026-10-01_2026-10-15.csv',
      korean: '접속자통계-2026-10-01_2026-10-15.csv',
    })
    expect(statsCsvNames(period('from=2026-11-28&to=2026-11-28')).ascii).toBe('visitor-stats-2026-11-28.csv')
  })

  it('lists the days across month and year ends', () => {
    expect(daysBetween('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02'])
    expect(daysBetween('2026-01-02', '2026-01-01')).toEqual([])
  })
})
