import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PermissionSubject } from '@/access/permissions'
import { boardViolation, categoryViolation } from '@/modules/boards/post-rules'
import type { User } from '@/payload-types'
import { createAccount, testPassword } from '../support/api'
import { createSeededPayload } from '../support/seeded'
import { dialect } from '../support/test-payload'

let payload: Payload
const day = 24 * 60 * 60 * 1000

/** A user as Payload hands it to access checks and admin components: the auth group populated. */
async function subject(id: number | string): Promise<PermissionSubject & { collection: 'users' }> {
  const user = (await payload.findByID({ collection: 'users', id, depth: 1, overrideAccess: true })) as User
  return { ...user, collection: 'users' } as PermissionSubject & { collection: 'users' }
}

async function accountIn(userId: string, authGroupSeq: number) {
  return subject((await createAccount(payload, userId, authGroupSeq)).id)
}

/** The field errors of a refused save, as the admin form and the APIs show them. */
async function refusal(save: Promise<unknown>): Promise<{ path: string; message: string }[]> {
  try {
    await save
  } catch (error) {
    const data = (error as { data?: { errors?: { path: string; message: string }[] } }).data
    if (data?.errors) return data.errors
    throw error
  }
  throw new Error('the save was accepted')
}

describe(`boards in the admin on ${dialect}`, () => {
  let superAdmin: Awaited<ReturnType<typeof subject>>
  let editor: Awaited<ReturnType<typeof subject>>
  let qnaOnly: Awaited<ReturnType<typeof subject>>
  let recordsOnly: Awaited<ReturnType<typeof subject>>

  const asEditor = (data: Record<string, unknown>, draft = false) =>
    payload.create({
      collection: 'posts',
      user: editor as unknown as User,
      overrideAccess: false,
      draft,
      data: {
        title: '검증용 글',
        publishedAt: new Date().toISOString(),
        _status: draft ? 'draft' : 'published',
        ...data,
      },
    } as Parameters<Payload['create']>[0])

  beforeAll(async () => {
    payload = await createSeededPayload()
    const { docs } = await payload.find({ collection: 'users', where: { username: { equals: 'admin' } } })
    superAdmin = await subject((docs[0] as User).id)
    editor = await accountIn('boardeditor', 3)
    await payload.create({
      collection: 'auth-groups',
      overrideAccess: true,
      data: { authGroupSeq: 12, name: 'Q&A 담당', permissions: { qna: { read: true, write: true } }, boardSeqs: [] },
    })
    qnaOnly = await accountIn('qnaonly', 12)
    await payload.create({
      collection: 'auth-groups',
      overrideAccess: true,
      data: {
        authGroupSeq: 13,
        name: '실적 담당',
        permissions: { boards: { read: true, write: true, delete: true } },
        boardSeqs: [5],
      },
    })
    recordsOnly = await accountIn('recordsonly', 13)
  })

  afterAll(async () => {
    await payload?.destroy()
  })

  describe('only valid posts', () => {
    it('accepts a post on a board with one of its categories', async () => {
      const post = await asEditor({ boardSeq: 1, category: '교육', title: '교육 안내' })
      expect(post).toMatchObject({ boardSeq: 1, category: '교육' })
    })

    it('refuses a board that does not exist, under the board field, in Korean', async () => {
      const errors = await refusal(asEditor({ boardSeq: 99 }))
      expect(errors).toEqual([
        { label: '게시판', path: 'boardSeq', message: '없는 게시판입니다. 목록에서 게시판을 골라 주세요.' },
      ])
      // A draft too: Payload does not run field validation for drafts, the rule still holds.
      expect(await refusal(asEditor({ boardSeq: 99 }, true))).toHaveLength(1)
    })

    it('refuses the field Q&A board, which has its own collection', async () => {
      const errors = await refusal(asEditor({ boardSeq: 3 }))
      expect(errors[0]?.path).toBe('boardSeq')
      expect(errors[0]?.message).toContain('현장 Q&A')
    })

    it("refuses a category that is not one of the board's", async () => {
      const errors = await refusal(asEditor({ boardSeq: 1, category: '없는분류' }))
      expect(errors).toEqual([
        { label: '분류', path: 'category', message: '분류는 공지, 교육, 행사 중 하나여야 합니다.' },
      ])
      const post = await asEditor({ boardSeq: 1, category: '행사' })
      // Moving a post to a board whose categories do not include its own is refused as well.
      await payload.update({
        collection: 'boards',
        where: { boardSettingSeq: { equals: 8 } },
        overrideAccess: true,
        data: { useCategories: true, categories: [{ name: '정규직' }, { name: '계약직' }] },
      })
      const moved = await refusal(
        payload.update({
          collection: 'posts',
          id: post.id,
          user: editor as unknown as User,
          overrideAccess: false,
          data: { boardSeq: 8 },
        }),
      )
      expect(moved).toEqual([{ label: '분류', path: 'category', message: '분류는 정규직, 계약직 중 하나여야 합니다.' }])
    })

    it('refuses through the CMS REST API with the same message', async () => {
      const rest = await import('@/app/(payload)/api/cms/[...slug]/route')
      const login = await payload.login({
        collection: 'users',
        data: { username: 'boardeditor', password: testPassword },
      } as Parameters<Payload['login']>[0])
      const res = await rest.POST(
        new Request('http://localhost:3000/api/cms/posts', {
          method: 'POST',
          headers: { authorization: `JWT ${login.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ boardSeq: 3, title: 'REST로 Q&A에', publishedAt: new Date().toISOString() }),
        }),
        { params: Promise.resolve({ slug: ['posts'] }) },
      )
      expect(res.status).toBe(400)
      const body = (await res.json()) as { errors: { data?: { errors?: { path: string; message: string }[] } }[] }
      expect(body.errors[0]?.data?.errors?.[0]).toMatchObject({ path: 'boardSeq' })
      expect(body.errors[0]?.data?.errors?.[0]?.message).toContain('현장 Q&A')
    })

    it('refuses the same posts on a local-API save without a user (jobs, scripts), drafts included', async () => {
      const asServer = (data: Record<string, unknown>, draft = false) =>
        refusal(
          payload.create({
            collection: 'posts',
            overrideAccess: true,
            draft,
            data: { title: '서버가 쓴 글', publishedAt: new Date().toISOString(), _status: 'published', ...data },
          } as Parameters<Payload['create']>[0]),
        )
      expect(await asServer({ boardSeq: 99 })).toEqual([
        { label: '게시판', path: 'boardSeq', message: '없는 게시판입니다. 목록에서 게시판을 골라 주세요.' },
      ])
      expect(await asServer({ boardSeq: 99 }, true)).toHaveLength(1)
      expect((await asServer({ boardSeq: 3 }))[0]?.message).toContain('현장 Q&A')
      expect(await asServer({ boardSeq: 1, category: '없는분류' })).toEqual([
        { label: '분류', path: 'category', message: '분류는 공지, 교육, 행사 중 하나여야 합니다.' },
      ])
      // An edit without a user cannot put an existing post on a missing board or give it a foreign category.
      const post = await payload.create({
        collection: 'posts',
        overrideAccess: true,
        data: { boardSeq: 1, title: '시스템 글', publishedAt: new Date().toISOString(), _status: 'published' },
      })
      expect(post.boardSeq).toBe(1)
      const edit = (data: Record<string, unknown>) =>
        refusal(payload.update({ collection: 'posts', id: post.id, overrideAccess: true, data }))
      expect((await edit({ boardSeq: 99 }))[0]?.path).toBe('boardSeq')
      expect((await edit({ category: '없는분류' }))[0]?.path).toBe('category')
      const kept = await payload.findByID({ collection: 'posts', id: post.id, overrideAccess: true })
      expect(kept).toMatchObject({ boardSeq: 1, title: '시스템 글' })
    })

    it('the seed wrote only valid posts: each on a board that takes posts, with one of its categories', async () => {
      const { docs: boards } = await payload.find({ collection: 'boards', limit: 0, overrideAccess: true })
      const { docs: posts } = await payload.find({ collection: 'posts', limit: 0, overrideAccess: true, depth: 0 })
      expect(posts.length).toBeGreaterThan(0)
      for (const post of posts) {
        const board = boards.find((b) => b.boardSettingSeq === post.boardSeq)
        expect(boardViolation(post.boardSeq, board), post.title).toBeNull()
        expect(categoryViolation(board, post.category), post.title).toBeNull()
      }
    })
  })

  describe('menus follow permissions', () => {
    const hidden = (slug: string, user: unknown): boolean => {
      const collection = payload.config.collections.find((c) => c.slug === slug)
      const rule = collection?.admin?.hidden
      return typeof rule === 'function' ? Boolean(rule({ user: user as never })) : Boolean(rule)
    }
    const readable = async (slug: 'banners' | 'popups' | 'qna' | 'pages', user: unknown) => {
      const access = payload.config.collections.find((c) => c.slug === slug)?.access.read
      return Boolean(await access?.({ req: { user, payload } as never }))
    }

    it('hides from an editor what the group may not use, and shows it to the super administrator', async () => {
      // Payload leaves out collections the user may not read: banners and popups for the editor group.
      expect(await readable('banners', editor)).toBe(false)
      expect(await readable('popups', editor)).toBe(false)
      expect(await readable('banners', superAdmin)).toBe(true)
      // Board settings: only for groups that manage every board (the editor group does; one limited to a board not).
      expect(hidden('boards', recordsOnly)).toBe(true)
      expect(hidden('boards', editor)).toBe(false)
      expect(hidden('boards', superAdmin)).toBe(false)
      // The image library: only for groups that write something holding images.
      expect(hidden('media', qnaOnly)).toBe(true)
      expect(hidden('media', editor)).toBe(false)
      // The generic posts list is not a menu entry: the boards are.
      expect(payload.config.collections.find((c) => c.slug === 'posts')?.admin?.group).toBe(false)
    })

    it('lists each board under its own name, only the boards the group may read', async () => {
      const { boardNavItems } = await import('@/modules/admin/board-nav')
      const all = await boardNavItems(payload, superAdmin)
      expect(all.map((b) => b.label)).toEqual([
        '공지사항',
        '현장 Q&A',
        '뉴스레터',
        '인증·평가 실적',
        '엔지니어링 실적',
        'R&D 실적',
        '채용정보',
      ])
      const notice = all.find((b) => b.label === '공지사항')
      expect(decodeURIComponent(notice?.href ?? '')).toContain('/admin/collections/posts?where[boardSeq][equals]=1')
      expect(decodeURIComponent(notice?.href ?? '')).toContain('"isNotice","category","attachments"')
      // The editor group reads boards but not Q&A; the Q&A-only group sees the Q&A alone.
      expect((await boardNavItems(payload, editor)).map((b) => b.label)).not.toContain('현장 Q&A')
      expect((await boardNavItems(payload, qnaOnly)).map((b) => b.label)).toEqual(['현장 Q&A'])
      expect((await boardNavItems(payload, recordsOnly)).map((b) => b.label)).toEqual(['인증·평가 실적'])
    })
  })

  describe('setup checklist', () => {
    it('lists the empty institute facts with where to fill them, and nothing once filled', async () => {
      const { setupChecklist } = await import('@/modules/admin/setup-checklist')
      const before = await setupChecklist(payload, superAdmin)
      const keys = before?.map((i) => i.key) ?? []
      expect(keys).toEqual(expect.arrayContaining(['address', 'phone', 'mapImage', 'history', 'organisation']))
      expect(before?.find((i) => i.key === 'address')).toMatchObject({
        label: '주소',
        href: '/admin/globals/site-settings#field-address',
      })
      expect(before?.find((i) => i.key === 'history')?.href).toMatch(/^\/admin\/collections\/pages\/\d+$/)
      expect(await setupChecklist(payload, qnaOnly)).toBeNull()

      await payload.updateGlobal({
        slug: 'site-settings',
        overrideAccess: true,
        data: {
          representative: '원장 홍길동',
          businessNumber: '000-00-00000',
          postalCode: '00000',
          address: '세종특별자치시 어딘가 1',
          phone: '02-000-0000',
          fax: '02-000-0001',
          email: 'info@example.kr',
          hours: '평일 09:00~18:00',
        },
      })
      for (const [path, blockType, rows] of [
        ['company/history', 'timeline', { entries: [{ year: 2020, text: '설립' }] }],
        ['company/group', 'orgChart', { units: [{ name: '원장' }] }],
      ] as const) {
        const { docs } = await payload.find({ collection: 'pages', where: { path: { equals: path } }, depth: 0 })
        const page = docs[0] as { id: number; layout?: Record<string, unknown>[] }
        const layout = (page.layout ?? []).map((b) => (b.blockType === blockType ? { ...b, ...rows } : b))
        await payload.update({ collection: 'pages', id: page.id, overrideAccess: true, data: { layout } as never })
      }
      const filled = await setupChecklist(payload, superAdmin, { mapEmbedUrl: 'https://map.example.kr/embed' })
      expect(filled).toEqual([])
      // Without a map embed, the map image is still asked for.
      expect((await setupChecklist(payload, superAdmin))?.map((i) => i.key)).toEqual(['mapImage'])
    })
  })

  describe("staff's own numbers", () => {
    async function question(title: string, createdDaysAgo: number, answeredAfterHours?: number) {
      const { docs } = await payload.find({ collection: 'qna-categories', limit: 1, overrideAccess: true })
      const doc = await payload.create({
        collection: 'qna',
        overrideAccess: true,
        data: {
          category: docs[0]?.id as number,
          title,
          content: '현장 문의 내용입니다.',
          name: '방문자',
          email: 'visitor@example.com',
          passwordHash: 'x',
          consent: { version: 'v1', agreedAt: new Date().toISOString() },
          status: 'waiting',
        },
      })
      const createdAt = new Date(Date.now() - createdDaysAgo * day)
      const answer =
        answeredAfterHours === undefined
          ? {}
          : {
              status: 'answered',
              answer: {
                text: '답변입니다.',
                answeredAt: new Date(createdAt.getTime() + answeredAfterHours * 3600_000).toISOString(),
              },
            }
      // Written under the collection's hooks, which stamp the answer with the time of saving.
      await payload.db.updateOne({
        collection: 'qna',
        id: doc.id,
        data: { createdAt: createdAt.toISOString(), ...answer },
        req: {} as never,
      })
      return doc
    }

    it('averages the answer time of the last 90 days and lists the longest-waiting questions', async () => {
      const { staffNumbers } = await import('@/modules/admin/staff-numbers')
      await payload.delete({ collection: 'qna', where: { id: { exists: true } }, overrideAccess: true })
      await question('열흘 전 답변', 10, 4)
      await question('닷새 전 답변', 5, 10)
      await question('반년 전 답변', 180, 500)
      const oldest = await question('20일째 대기', 20)
      await question('3일째 대기', 3)
      const numbers = await staffNumbers(payload, superAdmin)
      expect(numbers.qna?.answeredCount).toBe(2)
      expect(numbers.qna?.averageAnswerHours).toBeCloseTo(7, 5)
      expect(numbers.qna?.longestWaiting.map((q) => q.title)).toEqual(['20일째 대기', '3일째 대기'])
      expect(numbers.qna?.longestWaiting[0]).toMatchObject({
        waitingDays: 20,
        href: `/admin/collections/qna/${oldest.id}`,
      })
      expect((await staffNumbers(payload, editor)).qna).toBeNull()
    })

    it('counts content pages not updated for a year', async () => {
      const { staffNumbers } = await import('@/modules/admin/staff-numbers')
      const total = (await payload.count({ collection: 'pages', overrideAccess: true })).totalDocs
      expect((await staffNumbers(payload, editor)).stalePages?.count).toBe(0)
      const later = await staffNumbers(payload, editor, new Date(Date.now() + 400 * day))
      expect(later.stalePages?.count).toBe(total)
      expect(later.stalePages?.pages.length).toBe(Math.min(5, total))
      expect((await staffNumbers(payload, qnaOnly)).stalePages).toBeNull()
    })

    it('summarises 만족도 평가 where answers exist', async () => {
      const { staffNumbers } = await import('@/modules/admin/staff-numbers')
      await payload.delete({ collection: 'page-ratings', where: { id: { exists: true } }, overrideAccess: true })
      expect((await staffNumbers(payload, superAdmin)).ratings).toBeNull()
      for (const [path, level] of [
        ['company/history', 5],
        ['company/history', 4],
        ['company/group', 2],
      ] as const) {
        await payload.create({ collection: 'page-ratings', overrideAccess: true, data: { path, level, locale: 'ko' } })
      }
      const { ratings } = await staffNumbers(payload, superAdmin)
      expect(ratings).toMatchObject({ answers: 3, href: '/admin/collections/page-ratings' })
      expect(ratings?.average).toBeCloseTo(11 / 3, 5)
      expect(ratings?.lowest[0]).toMatchObject({ path: 'company/group', answers: 1, average: 2 })
    })
  })
})
