import { describe, expect, it } from 'vitest'
import { boardSeqs } from '@/modules/boards/board-numbers'
import { demoPosts } from '@/seed/boards'
import { seedNotices } from '@/seed/notices'

/** The sentences of a text, split at sentence ends. */
const sentences = (text: string) =>
  text
    .split(/(?<=[.!?。])\s+/)
    .map((s) => s.trim())
    .filter(Boolean)

/** The longest run of characters two texts share. */
function longestShared(a: string, b: string): string {
  let best = ''
  for (let i = 0; i < a.length; i++)
    for (let j = i + best.length + 1; j <= a.length; j++) {
      const piece = a.slice(i, j)
      if (b.includes(piece)) best = piece
      else break
    }
  return best
}

describe('seeded notices', () => {
  const notices = demoPosts().filter((post) => post.boardSeq === boardSeqs.notice)

  it('are one per topic, each with its own wording: no run of more than 30 characters shared by two notices', () => {
    expect(notices).toHaveLength(seedNotices.length)
    const bodies = notices.map((n) => n.paragraphs.join(' '))
    for (let i = 0; i < bodies.length; i++)
      for (let j = i + 1; j < bodies.length; j++) {
        const shared = longestShared(bodies[i] as string, bodies[j] as string)
        expect(shared.length, `${notices[i]?.title} / ${notices[j]?.title}: "${shared}"`).toBeLessThanOrEqual(30)
      }
  })

  it('have an attachment whenever they mention one, and a document worth opening', () => {
    for (const notice of notices) {
      const text = notice.paragraphs.join(' ')
      if (/첨부/.test(text)) expect(notice.attachment, notice.title).toBeDefined()
      if (notice.attachment) {
        expect(notice.attachment.fileName).toMatch(/\.pdf$/)
        expect(notice.attachment.lines.length).toBeGreaterThan(3)
      }
    }
    expect(notices.filter((n) => n.attachment).length).toBeGreaterThanOrEqual(4)
  })

  it('point to no phone number, e-mail address or department the site does not show', () => {
    for (const notice of notices) {
      const text = [notice.title, ...notice.paragraphs, ...(notice.attachment?.lines ?? [])].join(' ')
      expect(text, notice.title).not.toMatch(/담당 부서|대표 전화|\d{2,4}-\d{3,4}-\d{4}|@[a-z]/)
      expect(sentences(text).length).toBeGreaterThan(1)
    }
  })

  it('give every newsletter issue its own topic and summary', () => {
    const issues = demoPosts().filter((post) => post.boardSeq === boardSeqs.newsletter)
    const summaries = issues.map((issue) => issue.paragraphs.join(' '))
    expect(new Set(summaries).size).toBe(issues.length)
    const topics = issues.map((issue) => issue.paragraphs[0])
    expect(new Set(topics).size).toBe(issues.length)
  })

  it('leave a recruitment posting open on the day the site is seeded, and others closed', async () => {
    const { recruitmentStatus } = await import('@/modules/boards/recruitment')
    const now = new Date()
    const postings = demoPosts(now).filter((post) => post.boardSeq === boardSeqs.recruit)
    const statuses = postings.map((p) => recruitmentStatus(p.recruitment ?? {}, now))
    expect(statuses.filter((s) => s === 'open').length).toBeGreaterThanOrEqual(1)
    expect(statuses.filter((s) => s === 'closed').length).toBeGreaterThanOrEqual(5)
    // Some closed long before (in 2025 when seeded in late 2026).
    const yearAgo = now.getTime() - 365 * 86_400_000
    expect(postings.some((p) => Date.parse(p.recruitment?.applyUntil ?? '') < yearAgo)).toBe(true)
  })
})
