import { createLocalReq, type Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountAsRequestUser, call, createAccount, testPassword } from '../support/api'
import { createSeededPayload } from '../support/seeded'
import { dialect } from '../support/test-payload'

/**
 * Every collection and global of the Payload config × every kind of account × read/create/update/delete, against
 * a table. A collection added later fails here until its access is placed in the table.
 *
 * Answers: `y` everything, `n` nothing, `w` only some documents (a query constraint), `1` decided one document at a
 * time (asked without an id: no).
 */
type Answer = 'y' | 'n' | 'w' | '1'
const actors = ['super', 'manager', 'editor', 'limited', 'visitor'] as const
type Actor = (typeof actors)[number]
const operations = ['read', 'create', 'update', 'delete'] as const

/** Per collection, per actor: the answers for read, create, update, delete. */
const table: Record<string, Record<Actor, string>> = {
  // Board settings: the groups that may delete posts on every board.
  boards: { super: 'yyyy', manager: 'yyyy', editor: 'yyyy', limited: 'ynnn', visitor: 'nnnn' },
  attachments: { super: 'yyyy', manager: 'yyyy', editor: 'yyyy', limited: 'wyww', visitor: 'nnnn' },
  // A new post is checked against its board when it is written (`limited` may create on its own boards only).
  posts: { super: 'yyyy', manager: 'yyyy', editor: 'yyyy', limited: 'wyww', visitor: 'nnnn' },
  qna: { super: 'yyyy', manager: 'yyyy', editor: 'nnnn', limited: 'nnnn', visitor: 'nnnn' },
  'qna-categories': { super: 'yyyy', manager: 'yyyy', editor: 'nnnn', limited: 'nnnn', visitor: 'nnnn' },
  banners: { super: 'yyyy', manager: 'yyyy', editor: 'nnnn', limited: 'nnnn', visitor: 'nnnn' },
  popups: { super: 'yyyy', manager: 'yyyy', editor: 'nnnn', limited: 'nnnn', visitor: 'nnnn' },
  subscribers: { super: 'yyyy', manager: 'yyyy', editor: 'nnnn', limited: 'nnnn', visitor: 'nnnn' },
  'newsletter-sends': { super: 'ynnn', manager: 'ynnn', editor: 'nnnn', limited: 'nnnn', visitor: 'nnnn' },
  'newsletter-deliveries': { super: 'ynnn', manager: 'ynnn', editor: 'nnnn', limited: 'nnnn', visitor: 'nnnn' },
  // 인증 현황: staff with the area; visitors read published records' public fields through the register and 진위확인.
  certificates: { super: 'yyyy', manager: 'yyyy', editor: 'nnnn', limited: 'nnnn', visitor: 'nnnn' },
  // 진위확인 기록: read with the area, written by the server alone.
  'certificate-checks': { super: 'ynnn', manager: 'ynnn', editor: 'nnnn', limited: 'nnnn', visitor: 'nnnn' },
  // Own account for everyone signed in; all accounts with the accounts permission, never deleting oneself.
  users: { super: 'yyyw', manager: 'wnwn', editor: 'wnwn', limited: 'wnwn', visitor: 'nnnn' },
  // Every signed-in account reads the groups (its own is shown on its account); nobody edits their own group.
  'auth-groups': { super: 'yyww', manager: 'ynnn', editor: 'ynnn', limited: 'ynnn', visitor: 'nnnn' },
  // 게시 승인 requests: each account reads its own, approvers those of their places, the audit readers all; only the
  // server writes them.
  'approval-requests': { super: 'ynnn', manager: 'wnnn', editor: 'wnnn', limited: 'wnnn', visitor: 'nnnn' },
  'audit-logs': { super: 'ynnn', manager: 'nnnn', editor: 'nnnn', limited: 'nnnn', visitor: 'nnnn' },
  // 삭제 게시물 기록대장: read with the audit log; only the server writes it, the nightly job deletes.
  'deletion-records': { super: 'ynnn', manager: 'nnnn', editor: 'nnnn', limited: 'nnnn', visitor: 'nnnn' },
  pages: { super: 'yyyy', manager: 'yyyy', editor: 'yyyn', limited: 'yyyn', visitor: 'nnnn' },
  // 콘텐츠 정비: read with pages, cycle and 담당자 changed by those who write pages; rows follow the pages alone.
  'page-reviews': { super: 'ynyn', manager: 'ynyn', editor: 'ynyn', limited: 'ynyn', visitor: 'nnnn' },
  // 만족도 평가 answers: staff who read pages read them, those who delete pages delete them; only the server writes.
  'page-ratings': { super: 'ynny', manager: 'ynny', editor: 'ynnn', limited: 'ynnn', visitor: 'nnnn' },
  // The "answered today" stamps behind them: the server's alone.
  'page-rating-stamps': { super: 'nnnn', manager: 'nnnn', editor: 'nnnn', limited: 'nnnn', visitor: 'nnnn' },
  // Visitors fetch only the image files (checked by the doors test); changes are decided per image.
  media: { super: 'yy11', manager: 'yy11', editor: 'yy11', limited: 'yy11', visitor: 'nnnn' },
  'refresh-tokens': { super: 'nnnn', manager: 'nnnn', editor: 'nnnn', limited: 'nnnn', visitor: 'nnnn' },
  'captcha-solutions': { super: 'nnnn', manager: 'nnnn', editor: 'nnnn', limited: 'nnnn', visitor: 'nnnn' },
  'rate-limits': { super: 'nnnn', manager: 'nnnn', editor: 'nnnn', limited: 'nnnn', visitor: 'nnnn' },
  'cache-invalidations': { super: 'nnnn', manager: 'nnnn', editor: 'nnnn', limited: 'nnnn', visitor: 'nnnn' },
  // 접속자 통계: staff who read pages read the daily counts; only the visit beacon writes them, the nightly job deletes.
  'visit-counts': { super: 'ynnn', manager: 'ynnn', editor: 'ynnn', limited: 'ynnn', visitor: 'nnnn' },
  // The day's salt and visitor stamps behind them: the server's alone.
  'visit-salts': { super: 'nnnn', manager: 'nnnn', editor: 'nnnn', limited: 'nnnn', visitor: 'nnnn' },
  'visit-stamps': { super: 'nnnn', manager: 'nnnn', editor: 'nnnn', limited: 'nnnn', visitor: 'nnnn' },
  // Payload's own collections; their REST doors are closed to visitors by the route (see cms-doors).
  'payload-kv': { super: 'nnnn', manager: 'nnnn', editor: 'nnnn', limited: 'nnnn', visitor: 'nnnn' },
  'payload-jobs': { super: 'nnnn', manager: 'nnnn', editor: 'nnnn', limited: 'nnnn', visitor: 'nnnn' },
  'payload-locked-documents': { super: 'yyyy', manager: 'yyyy', editor: 'yyyy', limited: 'yyyy', visitor: 'nnnn' },
  'payload-preferences': { super: 'wyww', manager: 'wyww', editor: 'wyww', limited: 'wyww', visitor: 'nnnn' },
  // Payload's migrations and scheduler write these themselves (src/access/system-records.ts).
  'payload-migrations': { super: 'nnnn', manager: 'nnnn', editor: 'nnnn', limited: 'nnnn', visitor: 'nnnn' },
}

/** Per global, per actor: read, update. */
const globalTable: Record<string, Record<Actor, string>> = {
  'site-settings': { super: 'yy', manager: 'yy', editor: 'yn', limited: 'yn', visitor: 'nn' },
  'seed-state': { super: 'nn', manager: 'nn', editor: 'nn', limited: 'nn', visitor: 'nn' },
  // When each scheduled job was last queued: the scheduler's alone (src/access/system-records.ts).
  'payload-jobs-stats': { super: 'nn', manager: 'nn', editor: 'nn', limited: 'nn', visitor: 'nn' },
}

let payload: Payload
const users: Partial<Record<Actor, Record<string, unknown>>> = {}

const asUser = (userId: string) => accountAsRequestUser(payload, userId)

const answerOf = (result: unknown): Answer => (result === true ? 'y' : result ? 'w' : 'n')

beforeAll(async () => {
  payload = await createSeededPayload()
  // An editor limited to the notice board.
  const editors = await payload.find({
    collection: 'auth-groups',
    overrideAccess: true,
    where: { authGroupSeq: { equals: 3 } },
  })
  const limited = await payload.create({
    collection: 'auth-groups',
    overrideAccess: true,
    data: { authGroupSeq: 4, name: '공지 편집자', permissions: editors.docs[0]?.permissions, boardSeqs: [1] },
  })
  await createAccount(payload, 'super1', 1)
  await createAccount(payload, 'manager2', 2)
  await createAccount(payload, 'editor3', 3)
  await createAccount(payload, 'limited4', 3, { authGroup: limited.id })
  // A post on another board with an attachment, so the limited editor's constraint is not empty.
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n')
  const attachment = await payload.create({
    collection: 'attachments',
    overrideAccess: true,
    data: {},
    file: { data: pdf, name: 'a.pdf', mimetype: 'application/pdf', size: pdf.length },
  })
  await payload.create({
    collection: 'posts',
    overrideAccess: true,
    data: { boardSeq: 4, title: '뉴스레터', publishedAt: new Date().toISOString(), attachments: [attachment.id] },
  })
  users.super = await asUser('super1')
  users.manager = await asUser('manager2')
  users.editor = await asUser('editor3')
  users.limited = await asUser('limited4')
}, 180_000)

afterAll(async () => {
  await payload?.destroy()
})

describe(`access of every collection and global on ${dialect}`, () => {
  it('the table places every collection and global of the config', () => {
    expect(payload.config.collections.map((c) => c.slug).sort()).toEqual(Object.keys(table).sort())
    expect(payload.config.globals.map((g) => g.slug).sort()).toEqual(Object.keys(globalTable).sort())
  })

  for (const actor of actors) {
    it(`${actor}: every collection and global answers as the table says`, async () => {
      const req = await createLocalReq({ user: users[actor] as never }, payload)
      const got: Record<string, string> = {}
      const want: Record<string, string> = {}
      for (const collection of payload.config.collections) {
        let answers = ''
        for (const operation of operations) {
          const access = collection.access[operation]
          answers += access ? answerOf(await access({ req })) : 'n'
        }
        got[collection.slug] = answers
        want[collection.slug] = (table[collection.slug]?.[actor] ?? '????').replaceAll('1', 'n')
      }
      for (const global of payload.config.globals) {
        got[`globals/${global.slug}`] =
          answerOf(await global.access.read({ req })) + answerOf(await global.access.update({ req }))
        want[`globals/${global.slug}`] = globalTable[global.slug]?.[actor] ?? '??'
      }
      expect(got).toEqual(want)
    })
  }
})

describe(`replacing and deleting images on ${dialect}`, () => {
  const signIn = async (userId: string) =>
    (await payload.login({ collection: 'users', data: { username: userId, password: testPassword } })).token as string

  const cms = async (method: 'PATCH' | 'DELETE', id: number, token: string) => {
    const rest = await import('@/app/(payload)/api/cms/[...slug]/route')
    return call(rest[method], `/api/cms/media/${id}`, {
      method,
      headers: { authorization: `JWT ${token}` },
      json: method === 'PATCH' ? { alt: '바뀐 설명' } : undefined,
      params: { slug: ['media', String(id)] } as never,
    })
  }

  const newImage = async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#a00' } })
      .png()
      .toBuffer()
    return payload.create({
      collection: 'media',
      overrideAccess: true,
      data: { alt: '시험 이미지' },
      file: { data: png, name: 'x.png', mimetype: 'image/png', size: png.length },
    })
  }

  it("an editor without the banner permission may not replace or delete the banner's image; a 관리자 may", async () => {
    const image = await newImage()
    const banner = (await payload.find({ collection: 'banners', overrideAccess: true, limit: 1 })).docs[0]
    await payload.update({
      collection: 'banners',
      id: banner?.id as number,
      overrideAccess: true,
      data: { imagePc: image.id },
    })
    const editor = await signIn('editor3')
    expect((await cms('PATCH', image.id, editor)).status).toBe(403)
    expect((await cms('DELETE', image.id, editor)).status).toBe(403)
    const kept = await payload.findByID({ collection: 'media', id: image.id, overrideAccess: true })
    expect(kept.alt).toBe('시험 이미지')
    const manager = await signIn('manager2')
    expect((await cms('PATCH', image.id, manager)).status).toBe(200)
  })

  it('an image nobody uses is changed by anyone who may upload; one on another board only by its board', async () => {
    const free = await newImage()
    const editor = await signIn('editor3')
    expect((await cms('PATCH', free.id, editor)).status).toBe(200)
    const onNewsletter = await newImage()
    await payload.create({
      collection: 'posts',
      overrideAccess: true,
      data: {
        boardSeq: 5,
        title: '실적',
        publishedAt: new Date().toISOString(),
        performance: { image: onNewsletter.id },
      },
    })
    const limited = await signIn('limited4')
    expect((await cms('PATCH', onNewsletter.id, limited)).status).toBe(403)
    expect((await cms('PATCH', onNewsletter.id, editor)).status).toBe(200)
    expect((await cms('DELETE', free.id, editor)).status).toBe(200)
  })
})
