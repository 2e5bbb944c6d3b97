import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Post, User } from '@/payload-types'
import { accountAsRequestUser, call, createAccount, testPassword } from '../support/api'
import { richText } from '../support/lexical'
import { createSeededPayload } from '../support/seeded'
import { dialect } from '../support/test-payload'
import { textPdf } from '../support/text-pdf'

/**
 * 개인정보 확인 before publishing: a staff save that would publish a 주민등록번호, a mobile number or an account
 * number, in the text or in an attached PDF, is refused with what matched until staff confirm it; a confirmed number
 * is not asked about again, a new one is. Through the Local API, Payload's REST API and /api/v1.
 */

let payload: Payload
let admin: User
let signin: typeof import('@/app/api/v1/signin/route')
let v1Posts: typeof import('@/app/api/v1/boards/[boardSeq]/posts/route')
let cms: typeof import('@/app/(payload)/api/cms/[...slug]/route')

const notice = 1
const lexical = (text: string) => richText([text])

const asAdmin = { overrideAccess: false, user: undefined as unknown as User }

const publish = (title: string, text: string, extra: Record<string, unknown> = {}) =>
  payload.create({
    collection: 'posts',
    ...asAdmin,
    data: { boardSeq: notice, title, content: lexical(text), _status: 'published', ...extra } as never,
  })

const refusal = async (save: Promise<unknown>) => {
  const error = await save.then(
    () => null,
    (e: unknown) => e as { status?: number; data?: { errors?: { path: string; message: string }[] } },
  )
  expect(error, 'the save was refused').not.toBeNull()
  expect(error?.status).toBe(400)
  const field = error?.data?.errors?.find((e) => e.path === 'personalDataConfirm')
  expect(field, JSON.stringify(error?.data)).toBeDefined()
  return field?.message ?? ''
}

const postsTitled = async (title: string) =>
  (await payload.find({ collection: 'posts', overrideAccess: true, where: { title: { equals: title } }, draft: true }))
    .docs as Post[]

describe(`개인정보 확인 before publishing on ${dialect}`, () => {
  beforeAll(async () => {
    payload = await createSeededPayload()
    signin = await import('@/app/api/v1/signin/route')
    v1Posts = await import('@/app/api/v1/boards/[boardSeq]/posts/route')
    cms = await import('@/app/(payload)/api/cms/[...slug]/route')
    admin = (await accountAsRequestUser(payload, 'admin')) as unknown as User
    asAdmin.user = admin
  })

  afterAll(async () => {
    await payload?.destroy()
  })

  it('refuses to publish what matched, names it with the digits hidden, and stores nothing', async () => {
    const message = await refusal(
      publish('서류 제출 안내', '신청인 홍길동(900101-1234567), 연락처 010-1234-5678로 보내 주세요.'),
    )
    expect(message).toContain('주민등록번호 900101-1******(본문)')
    expect(message).toContain('휴대전화번호 010-****-5678(본문)')
    expect(message).not.toContain('1234567')
    expect(message).toContain("'개인정보 확인'을 선택하고 다시 저장하세요")
    expect(await postsTitled('서류 제출 안내')).toHaveLength(0)
  })

  it('publishes once confirmed, logs it, asks again only for a new number', async () => {
    const text = '채용 담당자 연락처: 010-2222-3333'
    const post = await publish('채용 문의 안내', text, { personalDataConfirm: true })
    expect(post._status).toBe('published')
    // The box is an answer to one save, never kept ticked.
    expect(post.personalDataConfirm).toBe(false)
    // A new post has no id yet when it is checked: the entry names what was confirmed, and who confirmed it.
    const { docs: entries } = await payload.find({
      collection: 'audit-logs',
      overrideAccess: true,
      where: { action: { equals: 'personal-data-confirm' } },
    })
    expect(entries.map((e) => e.summary)).toContain('개인정보 확인 후 게시: 휴대전화번호 010-****-3333(본문)')
    expect(entries[0]?.actorUserId).toBe('admin')

    // The same number again: no question.
    const again = await payload.update({
      collection: 'posts',
      id: post.id,
      ...asAdmin,
      data: { title: '채용 문의 안내 (수정)', content: lexical(`${text} (평일 9~18시)`) } as never,
    })
    expect(again.title).toBe('채용 문의 안내 (수정)')
    // A new number: asked about, and only it.
    const message = await refusal(
      payload.update({
        collection: 'posts',
        id: post.id,
        ...asAdmin,
        data: { content: lexical(`${text}, 입금 계좌 국민은행 123-45-678901`) } as never,
      }),
    )
    expect(message).toContain('계좌번호 123******01(본문)')
    expect(message).not.toContain('휴대전화번호')
  })

  it('lets a draft be saved as it is, and asks when it is published', async () => {
    const draft = await payload.create({
      collection: 'posts',
      ...asAdmin,
      draft: true,
      data: { boardSeq: notice, title: '작성 중 명단', content: lexical('010-5555-6666'), _status: 'draft' } as never,
    })
    expect(draft._status).toBe('draft')
    const message = await refusal(
      payload.update({ collection: 'posts', id: draft.id, ...asAdmin, data: { _status: 'published' } as never }),
    )
    expect(message).toContain('휴대전화번호 010-****-6666')
  })

  it('reads attached PDFs, and names the file', async () => {
    const pdf = textPdf('Applicant phone 010-7777-8888')
    const file = await payload.create({
      collection: 'attachments',
      overrideAccess: true,
      data: {},
      file: { data: pdf, name: '신청서.pdf', mimetype: 'application/pdf', size: pdf.length },
    })
    const message = await refusal(publish('신청서 양식', '첨부를 확인하세요.', { attachments: [file.id] }))
    expect(message).toContain('휴대전화번호 010-****-8888(첨부 신청서.pdf)')
  })

  it('answers 400 with the same words on /api/cms and /api/v1, and publishes nothing', async () => {
    const jwt = (
      (await payload.login({ collection: 'users', data: { username: 'admin', password: testPassword } } as never)) as {
        token: string
      }
    ).token
    const res = await cms.POST(
      new Request('http://localhost:3000/api/cms/posts', {
        method: 'POST',
        headers: { authorization: `JWT ${jwt}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          boardSeq: notice,
          title: 'REST 명단',
          content: lexical('010-1111-2222'),
          _status: 'published',
        }),
      }),
      { params: Promise.resolve({ slug: ['posts'] }) },
    )
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toContain('휴대전화번호 010-****-2222')

    const token = (
      await call(signin.POST, '/api/v1/signin', { method: 'POST', query: { userId: 'admin', password: testPassword } })
    ).body.accessToken as string
    const v1 = await call(v1Posts.POST, `/api/v1/boards/${notice}/posts`, {
      method: 'POST',
      token,
      params: { boardSeq: String(notice) },
      json: { title: 'API 명단', content: '연락처 010-3333-4444', status: 'published' },
    })
    expect(v1.status, JSON.stringify(v1.body)).toBe(400)
    expect(JSON.stringify(v1.body)).toContain('휴대전화번호 010-****-4444')
    expect((v1.body.error as { code?: string } | undefined)?.code).toBe('INVALID_INPUT')
    expect(await postsTitled('REST 명단')).toHaveLength(0)
    expect(await postsTitled('API 명단')).toHaveLength(0)
    // Confirmed through the API: published.
    const confirmed = await call(v1Posts.POST, `/api/v1/boards/${notice}/posts`, {
      method: 'POST',
      token,
      params: { boardSeq: String(notice) },
      json: { title: 'API 명단', content: '연락처 010-3333-4444', status: 'published', confirmPersonalData: true },
    })
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(201)
    expect(confirmed.body.status).toBe('published')
  })

  it('checks pages too, in the language being saved', async () => {
    const page = await payload.create({
      collection: 'pages',
      overrideAccess: true,
      data: { path: 'company/pi-test', title: '담당자 안내', _status: 'published' } as never,
    })
    const message = await refusal(
      payload.update({
        collection: 'pages',
        id: page.id,
        ...asAdmin,
        locale: 'en',
        data: { title: 'Contact', summary: 'Call 010-8888-9999 for details', _status: 'published' } as never,
      }),
    )
    expect(message).toContain('휴대전화번호 010-****-9999')
  })

  it('asks the editor when a request for approval is made, so the approver publishes what was confirmed', async () => {
    await payload.create({
      collection: 'auth-groups',
      overrideAccess: true,
      data: {
        authGroupSeq: 61,
        name: '승인 필요 편집자',
        permissions: { boards: { read: true, write: true, delete: true } },
        boardSeqs: [],
        approval: { approver: false, pages: false, boardSeqs: [notice] },
      } as never,
    })
    await createAccount(payload, 'pd-editor', 61)
    const editor = (await accountAsRequestUser(payload, 'pd-editor')) as unknown as User
    const asEditor = { overrideAccess: false, user: editor }
    const data = {
      boardSeq: notice,
      title: '승인 대기 연락처',
      content: lexical('문의 010-4444-5555'),
      _status: 'published',
    }
    // The request itself is asked about: the editor is the one who knows whether the number may be public.
    const message = await refusal(payload.create({ collection: 'posts', ...asEditor, data: data as never }))
    expect(message).toContain('휴대전화번호 010-****-5555')
    const held = await payload.create({
      collection: 'posts',
      ...asEditor,
      data: { ...data, personalDataConfirm: true } as never,
    })
    expect(held._status).toBe('draft')
    const { docs: requests } = await payload.find({
      collection: 'approval-requests',
      overrideAccess: true,
      where: { targetId: { equals: held.id } },
    })
    expect(requests).toHaveLength(1)
    const { decideApproval } = await import('@/modules/approval/decide')
    await decideApproval(payload, { id: requests[0]?.id as number, user: admin, decision: 'approve' })
    const live = await payload.findByID({ collection: 'posts', id: held.id, overrideAccess: true, draft: false })
    expect(live._status).toBe('published')
    expect(live.title).toBe('승인 대기 연락처')
  })
})
