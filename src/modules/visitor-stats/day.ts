// The Korean-day helpers live in one place for every module (src/modules/time/korea.ts).
export { koreanDay, koreanDayBefore, lastKoreanDays } from '@/modules/time/korea'
