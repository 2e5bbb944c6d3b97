/**
 * `payload run tests/support/db-copy-probe.ts [fill|new-post]` against the database in the environment, for
 * tests/integration/db-copy.test.ts: prints one `PROBE {…}` line with what a site's users would notice after moving
 * the database (counts, a post with its board, category and attachment, a secret Q&A and its password, sign-ins).
 * `fill` first adds those rows the way staff and visitors would; `new-post` first writes one more post.
 */
import config from '@payload-config'
import { getPayload } from 'payload'
import { lexicalFromParagraphs } from '@/modules/boards/rich-text'
import { checkQnaPassword, hashQnaPassword } from '@/modules/qna/service'

export const probeFacts = {
  postTitle: '이전 확인용 게시글',
  qnaTitle: '이전 확인용 비밀 질문',
  qnaPassword: 'qna-pass-2026',
  username: 'mover',
  userPassword: 'Mover2026!ok',
}

const payload = await getPayload({ config })
const board = (
  await payload.find({
    collection: 'boards',
    where: { useCategories: { equals: true } },
    overrideAccess: true,
    limit: 1,
  })
).docs[0]
if (!board) throw new Error('the seed has no board with categories')
const category = board.categories?.[0]?.name ?? undefined

let deletedPostId: number | string | null = null
if (process.argv.includes('fill')) {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n')
  const file = await payload.create({
    collection: 'attachments',
    overrideAccess: true,
    data: {},
    file: { data: pdf, name: '이전 안내.pdf', mimetype: 'application/pdf', size: pdf.length },
  })
  await payload.create({
    collection: 'posts',
    overrideAccess: true,
    data: {
      boardSeq: board.boardSettingSeq,
      title: probeFacts.postTitle,
      category,
      content: lexicalFromParagraphs(['데이터베이스를 옮긴 뒤에도 보여야 하는 글입니다.']),
      attachments: [file.id],
      publishedAt: new Date().toISOString(),
      _status: 'published',
    },
  })
  const qnaCategory = (await payload.find({ collection: 'qna-categories', overrideAccess: true, limit: 1 })).docs[0]
  await payload.create({
    collection: 'qna',
    overrideAccess: true,
    data: {
      category: qnaCategory?.id as number,
      title: probeFacts.qnaTitle,
      content: '비밀번호를 아는 사람만 읽는 내용입니다.',
      name: '김이전',
      email: 'mover@example.com',
      passwordHash: await hashQnaPassword(probeFacts.qnaPassword),
      isSecret: true,
      consent: { version: '1', agreedAt: new Date().toISOString() },
      status: 'waiting',
    },
  })
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { username: probeFacts.username, password: probeFacts.userPassword, userName: '이전 담당' },
  })
  // The newest post deleted again: its id was handed out once and must not come back after the move.
  const deleted = await payload.create({
    collection: 'posts',
    overrideAccess: true,
    data: {
      boardSeq: board.boardSettingSeq,
      title: '지운 글',
      content: lexicalFromParagraphs(['곧 지울 글입니다.']),
      publishedAt: new Date().toISOString(),
      _status: 'published',
    },
  })
  await payload.delete({ collection: 'posts', id: deleted.id, overrideAccess: true })
  deletedPostId = deleted.id
}

let newPostId: number | string | null = null
if (process.argv.includes('new-post')) {
  const created = await payload.create({
    collection: 'posts',
    overrideAccess: true,
    data: {
      boardSeq: board.boardSettingSeq,
      title: '옮긴 뒤 새 글',
      content: lexicalFromParagraphs(['PostgreSQL에서 처음 쓴 글입니다.']),
      publishedAt: new Date().toISOString(),
      _status: 'published',
    },
  })
  newPostId = created.id
}

const signsIn = async (username: string, password: string) => {
  try {
    const result = await payload.login({ collection: 'users', data: { username, password } })
    return Boolean(result.token)
  } catch {
    return false
  }
}

const counts: Record<string, number> = {}
for (const collection of payload.config.collections) {
  counts[collection.slug] = (await payload.count({ collection: collection.slug, overrideAccess: true })).totalDocs
}
const post = (
  await payload.find({
    collection: 'posts',
    where: { title: { equals: probeFacts.postTitle } },
    overrideAccess: true,
    depth: 1,
    limit: 1,
  })
).docs[0]
const qna = (
  await payload.find({
    collection: 'qna',
    where: { title: { equals: probeFacts.qnaTitle } },
    overrideAccess: true,
    showHiddenFields: true,
    limit: 1,
  })
).docs[0]
const maxPost = (await payload.find({ collection: 'posts', overrideAccess: true, sort: '-id', limit: 1, depth: 0 }))
  .docs[0]
const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
const state = {
  counts,
  post: post && {
    id: post.id,
    title: post.title,
    boardSeq: post.boardSeq,
    boardName: board.name,
    category: post.category,
    expectedCategory: category ?? null,
    isSecret: post.isSecret,
    publishedAt: post.publishedAt,
    attachments: (post.attachments ?? []).map((a) => (typeof a === 'object' ? a.originalName : a)),
  },
  qna: qna && {
    id: qna.id,
    isSecret: qna.isSecret,
    passwordHash: qna.passwordHash,
    opensWithPassword: (await checkQnaPassword(payload, String(qna.id), probeFacts.qnaPassword, '192.0.2.10')).ok,
    opensWithWrongPassword: (await checkQnaPassword(payload, String(qna.id), 'wrong-password', '192.0.2.11')).ok,
  },
  adminSignsIn: await signsIn('admin', process.env.ADMIN_PASSWORD ?? ''),
  moverSignsIn: await signsIn(probeFacts.username, probeFacts.userPassword),
  siteName: settings.siteName ?? null,
  maxPostId: maxPost?.id ?? null,
  deletedPostId,
  newPostId,
}
process.stdout.write(`PROBE ${JSON.stringify(state)}\n`)
await payload.destroy()
