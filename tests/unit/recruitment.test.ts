import { describe, expect, it } from 'vitest'
import {
  daysToDeadline,
  dDayLabel,
  koreanNoonAfter,
  periodText,
  recruitmentStatus,
  recruitmentView,
} from '@/modules/boards/recruitment'

// 2026-11-28 23:30 in Korea is still 14:30 UTC the same day; 00:30 KST on the 29th is 15:30 UTC on the 28th.
const lateEvening = new Date('2026-11-28T14:30:00.000Z')
const afterMidnight = new Date('2026-11-28T15:30:00.000Z')
// Dates as the admin's day picker and the seed store them: some hour of the Korean day.
const period = { applyFrom: '2026-11-20T03:00:00.000Z', applyUntil: '2026-11-28T03:00:00.000Z' }

describe('recruitment status', () => {
  it('is open through the whole Korean deadline day, closed from the next Korean midnight', () => {
    expect(recruitmentStatus(period, lateEvening)).toBe('open')
    expect(dDayLabel(period, lateEvening)).toBe('D-day')
    expect(recruitmentStatus(period, afterMidnight)).toBe('closed')
    expect(dDayLabel(period, afterMidnight)).toBe('마감')
    expect(dDayLabel(period, afterMidnight, 'en')).toBe('Closed')
  })

  it('counts the days left in Korean days', () => {
    const now = new Date('2026-11-23T01:00:00.000Z')
    expect(daysToDeadline(period, now)).toBe(5)
    expect(dDayLabel(period, now)).toBe('D-5')
  })

  it('is upcoming before its first day and open without a deadline', () => {
    expect(recruitmentStatus(period, new Date('2026-11-19T14:59:00.000Z'))).toBe('upcoming')
    expect(recruitmentStatus(period, new Date('2026-11-19T15:00:00.000Z'))).toBe('open')
    expect(recruitmentStatus({ applyFrom: period.applyFrom }, afterMidnight)).toBe('open')
    expect(dDayLabel({}, afterMidnight)).toBeNull()
  })

  it('writes the period as Korean days and answers the API with status and D-day', () => {
    expect(periodText(period)).toBe('2026.11.20 ~ 2026.11.28')
    expect(periodText({ applyFrom: period.applyFrom })).toBe('2026.11.20 ~ 채용 시까지')
    const view = recruitmentView({ ...period, employmentType: 'contract', workplace: '세종 본원' }, lateEvening)
    expect(view).toMatchObject({ status: 'open', dDay: 'D-day', employmentType: 'contract', workplace: '세종 본원' })
  })

  it('dates seed periods at noon in Korea, so they fall on the intended Korean day', () => {
    expect(koreanNoonAfter(afterMidnight, 0)).toBe('2026-11-29T03:00:00.000Z')
    expect(koreanNoonAfter(lateEvening, -1)).toBe('2026-11-27T03:00:00.000Z')
  })
})
