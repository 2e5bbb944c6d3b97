import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { performanceFilters } from '@/modules/boards/listing'
import { recordTypeViolation } from '@/modules/boards/post-rules'
import type { Post, User } from '@/payload-types'
import { call, createAccount, testPassword } from '../support/api'
import { createSeededPayload } from '../support/seeded'
import { dialect } from '../support/test-payload'

let payload: Payload
let editor: User

const certificationTypes =
  '제로에너지건축물 본인증, 녹색건축 예비인증(G-SEED), 녹색건축 인증(G-SEED), BF 본인증, 교육시설 안전인증, 제로에너지건축물 예비인증'
const foreignTypeError = {
  label: '구분',
  path: 'performance.recordType',
  message: `구분은 게시판에 등록된 값 중에서 고르세요: ${certificationTypes}`,
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

const record = (recordType: string, draft = false): Promise<Post> =>
  payload.create({
    collection: 'posts',
    user: editor,
    overrideAccess: false,
    draft,
    data: {
      boardSeq: 5,
      title: '구분 검증용 실적',
      _status: draft ? 'draft' : 'published',
      performance: { year: 2026, recordType },
    },
  } as Parameters<Payload['create']>[0]) as Promise<Post>

async function cmsLogin() {
  const login = await payload.login({
    collection: 'users',
    data: { username: 'typeeditor', password: testPassword },
  } as Parameters<Payload['login']>[0])
  return login.token as string
}

describe(`performance 구분 from the board's list on ${dialect}`, () => {
  beforeAll(async () => {
    payload = await createSeededPayload()
    const account = await createAccount(payload, 'typeeditor', 3)
    editor = (await payload.findByID({ collection: 'users', id: account.id, depth: 1, overrideAccess: true })) as User
  })

  afterAll(async () => {
    await payload?.destroy()
  })

  it('seeds each performance board with the 구분 its records use, and every seeded record fits', async () => {
    const { docs: boards } = await payload.find({ collection: 'boards', limit: 0, overrideAccess: true })
    const names = (seq: number) => boards.find((b) => b.boardSettingSeq === seq)?.recordTypes?.map((t) => t.name)
    expect(names(5)?.join(', ')).toBe(certificationTypes)
    expect(names(7)).toEqual(['국가 R&D', '정책 연구'])
    expect(names(1) ?? []).toEqual([])
    const { docs: posts } = await payload.find({ collection: 'posts', limit: 0, overrideAccess: true, depth: 0 })
    const records = posts.filter((p) => p.performance?.recordType)
    expect(records.length).toBeGreaterThan(50)
    for (const post of records) {
      const board = boards.find((b) => b.boardSettingSeq === post.boardSeq)
      expect(recordTypeViolation(board, post.performance?.recordType), post.title).toBeNull()
    }
  })

  it('accepts a 구분 of the list and refuses any other value in Korean, drafts included (admin form, local API)', async () => {
    const ok = await record('BF 본인증')
    expect(ok.performance?.recordType).toBe('BF 본인증')
    expect(await refusal(record('녹색건축 본인증'))).toEqual([foreignTypeError])
    // Payload skips field validation for drafts; the rule still holds.
    expect(await refusal(record('녹색건축 본인증', true))).toEqual([foreignTypeError])
    // An edit, and a save without a user (jobs, scripts), are held to the same list.
    expect(
      await refusal(
        payload.update({
          collection: 'posts',
          id: ok.id,
          overrideAccess: true,
          data: { performance: { year: 2026, recordType: '녹색건축 본인증' } },
        }),
      ),
    ).toEqual([foreignTypeError])
    // An edit that does not touch the 구분 is never blocked by it.
    const renamed = await payload.update({ collection: 'posts', id: ok.id, user: editor, data: { title: '새 제목' } })
    expect(renamed.performance?.recordType).toBe('BF 본인증')
  })

  it('says where to add a 구분 when the board has none, and refuses a record moved to a board without its 구분', async () => {
    const ok = await record('BF 본인증')
    const moved = await refusal(
      payload.update({ collection: 'posts', id: ok.id, user: editor, overrideAccess: false, data: { boardSeq: 7 } }),
    )
    expect(moved).toEqual([
      {
        label: '구분',
        path: 'performance.recordType',
        message: '구분은 게시판에 등록된 값 중에서 고르세요: 국가 R&D, 정책 연구',
      },
    ])
    const onNotices = await refusal(
      payload.create({
        collection: 'posts',
        overrideAccess: true,
        data: { boardSeq: 8, title: '채용 글', _status: 'published', performance: { recordType: '아무 구분' } },
      } as Parameters<Payload['create']>[0]),
    )
    expect(onNotices[0]?.message).toBe('이 게시판에는 등록된 구분이 없습니다. 게시판 설정에서 구분을 먼저 등록하세요.')
  })

  it('refuses a foreign 구분 through the CMS REST API, on create and on edit', async () => {
    const rest = await import('@/app/(payload)/api/cms/[...slug]/route')
    const token = await cmsLogin()
    const send = async (method: 'POST' | 'PATCH', path: string, body: unknown) => {
      const handler = method === 'POST' ? rest.POST : rest.PATCH
      const res = await handler(
        new Request(`http://localhost:3000/api/cms/${path}`, {
          method,
          headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
        { params: Promise.resolve({ slug: path.split('/') }) },
      )
      return {
        status: res.status,
        body: (await res.json()) as { errors?: { data?: { errors?: { path: string; message: string }[] } }[] },
      }
    }
    const created = await send('POST', 'posts', {
      boardSeq: 5,
      title: 'REST 실적',
      _status: 'published',
      performance: { year: 2026, recordType: '녹색건축 본인증' },
    })
    expect(created.status).toBe(400)
    expect(created.body.errors?.[0]?.data?.errors?.[0]).toMatchObject({
      path: 'performance.recordType',
      message: foreignTypeError.message,
    })
    const ok = await record('교육시설 안전인증')
    const edited = await send('PATCH', `posts/${ok.id}`, { performance: { year: 2026, recordType: '자유 입력' } })
    expect(edited.status).toBe(400)
    expect(edited.body.errors?.[0]?.data?.errors?.[0]?.path).toBe('performance.recordType')
    const kept = await payload.findByID({ collection: 'posts', id: ok.id, overrideAccess: true })
    expect(kept.performance?.recordType).toBe('교육시설 안전인증')
  })

  it('/api/v1 takes no 구분 at all: a post body naming one is refused, nothing is stored', async () => {
    const signin = await import('@/app/api/v1/signin/route')
    const posts = await import('@/app/api/v1/boards/[boardSeq]/posts/route')
    const session = await call(signin.POST, '/api/v1/signin', {
      method: 'POST',
      query: { userId: 'typeeditor', password: testPassword },
      ip: '203.0.113.78',
    })
    expect(session.status).toBe(200)
    const before = await payload.count({ collection: 'posts', where: { title: { equals: 'API 실적' } } })
    const res = await call(posts.POST, '/api/v1/boards/5/posts', {
      method: 'POST',
      token: session.body.accessToken,
      params: { boardSeq: '5' },
      json: { title: 'API 실적', performance: { recordType: '녹색건축 본인증' } },
    })
    expect(res.status).toBe(400)
    const after = await payload.count({ collection: 'posts', where: { title: { equals: 'API 실적' } } })
    expect(after.totalDocs).toBe(before.totalDocs)
  })

  it("offers the board's list as the public 구분 filter, a value staff add included", async () => {
    const before = await performanceFilters(payload, [5])
    expect(before.types).not.toContain('녹색건축 본인증')
    const { docs } = await payload.find({ collection: 'boards', where: { boardSettingSeq: { equals: 5 } } })
    const board = docs[0]
    if (!board) throw new Error('no board 5')
    await payload.update({
      collection: 'boards',
      id: board.id,
      overrideAccess: true,
      data: { recordTypes: [...(board.recordTypes ?? []), { name: '녹색건축 본인증' }] },
    })
    const after = await performanceFilters(payload, [5])
    // Offered before any record carries it: the list is the board's, not the records' spellings.
    expect(after.types).toContain('녹색건축 본인증')
    expect((await record('녹색건축 본인증')).performance?.recordType).toBe('녹색건축 본인증')
  })

  it('the migration puts every 구분 the records already carry on their board, so none is lost', async () => {
    const posted = await record('BF 본인증')
    // A record written when 구분 was free text, then the lists as they were before the migration: none.
    await payload.db.updateOne({
      collection: 'posts',
      id: posted.id,
      data: { performance: { year: 2026, recordType: '녹색건축 본인증(구)' } },
      returning: false,
    } as Parameters<Payload['db']['updateOne']>[0])
    const migration =
      dialect === 'postgres'
        ? await import('@/migrations/postgres/20261128_015224_board_record_types')
        : await import('@/migrations/sqlite/20261128_015215_board_record_types')
    const { sql } = await import('@payloadcms/db-sqlite')
    const db = payload.db.drizzle as unknown as {
      run?: (q: unknown) => Promise<unknown>
      execute?: (q: unknown) => Promise<unknown>
    }
    const drop = sql.raw(
      dialect === 'postgres' ? 'DROP TABLE "boards_record_types" CASCADE' : 'DROP TABLE `boards_record_types`',
    )
    await (db.run ? db.run(drop) : db.execute?.(drop))
    await migration.up({ db, payload, req: {} } as never)
    const { docs } = await payload.find({ collection: 'boards', sort: 'boardSettingSeq', overrideAccess: true })
    const names = (seq: number) => docs.find((b) => b.boardSettingSeq === seq)?.recordTypes?.map((t) => t.name) ?? []
    expect(names(5)).toContain('녹색건축 본인증(구)')
    expect(names(5)).toContain('교육시설 안전인증')
    expect(names(6)).toHaveLength(6)
    expect(names(7)).toEqual(['국가 R&D', '정책 연구'])
    expect(names(1)).toEqual([])
    // The list is a board's own again: the old record can be saved as it is.
    const saved = await payload.update({
      collection: 'posts',
      id: posted.id,
      user: editor,
      data: { title: '다시 저장', performance: { year: 2026, recordType: '녹색건축 본인증(구)' } },
    })
    expect(saved.performance?.recordType).toBe('녹색건축 본인증(구)')
  })
})
