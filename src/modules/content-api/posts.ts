import 'server-only'
import type { Payload } from 'payload'
import { ApiError, badRequest, notFound } from '@/modules/api/errors'
import { attachmentRuleMessages, boardAttachmentLimits } from '@/modules/boards/attachment-rules'
import { staffAuthorName } from '@/modules/boards/author-names'
import { listBoardPosts } from '@/modules/boards/listing'
import { periodViolation, recruitmentView } from '@/modules/boards/recruitment'
import { lexicalFromParagraphs, lexicalPlainText } from '@/modules/boards/rich-text'
import { type BoardViewer, visitor } from '@/modules/boards/secret-posts'
import { viewBoardPost } from '@/modules/boards/view'
import { detectDocumentType, rejectedDocumentMessage } from '@/modules/files/document-types'
import { memoUntilContentChange } from '@/modules/site/content-memo'
import type { Attachment, Board, Post, User } from '@/payload-types'
import type {
  BoardView,
  CreatePostInput,
  ListPostsQuery,
  PostRecord,
  RecruitmentInput,
  UpdatePostInput,
} from './schemas'

const boardMessages = {
  notFound: '게시판을 찾을 수 없습니다.',
  postNotFound: '게시글을 찾을 수 없습니다.',
  category: (names: string[]) => `분류는 ${names.join(', ')} 중 하나여야 합니다.`,
  noFile: "'file' 항목으로 파일을 보내 주세요.",
} as const

export const downloadUrl = (id: number | string) => `/api/v1/files/${id}/download`

export function boardView(board: Board): BoardView {
  return {
    boardSeq: board.boardSettingSeq,
    name: board.name,
    type: board.type,
    useCategories: Boolean(board.useCategories),
    categories: board.useCategories ? (board.categories ?? []).map((c) => c.name) : [],
    secretPosts: board.secretPosts,
    allowAttachments: board.allowAttachments !== false,
    maxAttachments: board.allowAttachments === false ? 0 : (board.maxAttachments ?? 5),
    maxAttachmentMb: board.maxAttachmentMb ?? 20,
    allowAnswers: Boolean(board.allowAnswers),
    pageSize: board.pageSize ?? 10,
  }
}

export async function listBoards(payload: Payload) {
  const { docs } = await payload.find({
    collection: 'boards',
    sort: 'boardSettingSeq',
    limit: 100,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return { items: docs.map(boardView) }
}

/**
 * A board's settings by its number. Every `/api/v1` call on a board reads them, and they change only when staff save
 * the board: kept in memory until content changes (a missing board is not kept).
 */
export function findBoard(payload: Payload, boardSeq: number): Promise<Board> {
  return memoUntilContentChange(`board:${boardSeq}`, async () => {
    const { docs } = await payload.find({
      collection: 'boards',
      where: { boardSettingSeq: { equals: boardSeq } },
      limit: 1,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    if (!docs[0]) throw notFound(boardMessages.notFound)
    return docs[0]
  })()
}

/** Boards whose posts live in the posts collection; the field Q&A (type `qna`) has an API of its own. */
async function postsBoard(payload: Payload, boardSeq: number): Promise<Board> {
  const board = await findBoard(payload, boardSeq)
  if (board.type === 'qna') throw notFound(boardMessages.notFound)
  return board
}

const attachmentView = (a: Attachment) => ({
  id: Number(a.id),
  name: a.originalName ?? a.filename ?? '첨부파일',
  size: a.filesize ?? 0,
  mimeType: a.mimeType ?? '',
  downloadCount: a.downloadCount ?? 0,
  downloadUrl: downloadUrl(a.id),
})

/** One page of a board as the site shows it: pinned notices, visible posts only, Korean substring search. */
export async function listPosts(payload: Payload, boardSeq: number, query: ListPostsQuery) {
  const board = await postsBoard(payload, boardSeq)
  const pageSize = query.pageSize ?? board.pageSize ?? 10
  const list = await listBoardPosts(payload, {
    boardSeq,
    page: query.pageNo,
    pageSize,
    field: query.searchKind,
    q: query.searchText,
    category: query.category,
    openOnly: query.status === 'open' && board.type === 'recruit',
  })
  const now = new Date()
  const row = (r: (typeof list.rows)[number]) => ({
    id: Number(r.id),
    boardSeq,
    number: r.number,
    title: r.title,
    category: r.category,
    isNotice: r.isNotice,
    isSecret: r.isSecret,
    publishedAt: r.publishedAt,
    viewCount: r.viewCount,
    hasAttachments: r.hasAttachments,
    authorName: r.authorName,
    recruitment: board.type === 'recruit' ? recruitmentView(r.recruitment, now) : null,
  })
  return {
    pinned: list.pinned.map(row),
    items: list.rows.map(row),
    total: list.totalDocs,
    pageNo: query.pageNo,
    pageSize,
    totalPages: list.totalPages,
  }
}

const postBody = (post: Post, locked = false) => ({
  id: Number(post.id),
  boardSeq: post.boardSeq,
  title: post.title,
  category: post.category ?? null,
  isNotice: Boolean(post.isNotice),
  isSecret: Boolean(post.isSecret),
  locked,
  publishedAt: post.publishedAt ?? post.createdAt,
  displayFrom: post.displayFrom ?? null,
  displayUntil: post.displayUntil ?? null,
  viewCount: post.viewCount ?? 0,
  authorName: post.authorName ?? staffAuthorName,
  contentText: lexicalPlainText(post.content),
  content: post.content ?? null,
})

/**
 * A post as a visitor sees it, with its files and its neighbours; hidden, draft or deleted posts are a 404. A secret
 * post is `locked` (no content, no files) unless the viewer is staff.
 */
export async function viewPost(payload: Payload, boardSeq: number, id: number, viewer: BoardViewer = visitor) {
  const board = await postsBoard(payload, boardSeq)
  const view = await viewBoardPost(payload, [boardSeq], String(id), new Date(), viewer)
  if (!view) throw notFound(boardMessages.postNotFound)
  const { post } = view
  const attachments = view.attachments.map((a) => ({ ...a, id: Number(a.id), downloadUrl: downloadUrl(a.id) }))
  const performance = post.performance
  const neighbour = (n: typeof view.previous) => (n ? { id: Number(n.id), title: n.title } : null)
  return {
    ...postBody(post, view.locked),
    attachments,
    performance:
      performance && (performance.year || performance.recordType || performance.projectName)
        ? {
            year: performance.year ?? null,
            recordType: performance.recordType ?? null,
            projectName: performance.projectName ?? null,
            client: performance.client ?? null,
            result: performance.result ?? null,
            image: view.image,
          }
        : null,
    recruitment: board.type === 'recruit' ? recruitmentView(post.recruitment, new Date()) : null,
    previous: neighbour(view.previous),
    next: neighbour(view.next),
  }
}

function postRecord(post: Post, board: Board): PostRecord {
  const attachments = (post.attachments ?? [])
    .filter((a): a is Attachment => typeof a === 'object' && a !== null)
    .map(attachmentView)
  return {
    ...postBody(post),
    attachments,
    recruitment: board.type === 'recruit' ? recruitmentView(post.recruitment, new Date()) : null,
    status: post._status === 'draft' ? 'draft' : 'published',
    createdAt: post.createdAt,
    updatedAt: post.updatedAt,
  }
}

/** Plain text (one paragraph a line) or a list of paragraphs, stored as Lexical paragraphs. */
export function lexicalFromInput(content: string | string[]) {
  const paragraphs = (Array.isArray(content) ? content : content.split(/\r?\n/)).map((p) => p.trim()).filter(Boolean)
  return lexicalFromParagraphs(paragraphs)
}

function checkCategory(board: Board, category: string | null | undefined) {
  if (!category || !board.useCategories) return
  const names = (board.categories ?? []).map((c) => c.name)
  if (names.length > 0 && !names.includes(category)) {
    throw badRequest(boardMessages.category(names), [{ path: 'category', message: boardMessages.category(names) }])
  }
}

/** A post of this board as staff see it (drafts included, deleted ones not), or a 404. */
async function staffPost(payload: Payload, user: User, boardSeq: number, id: number): Promise<Post> {
  const post = (await payload.findByID({
    collection: 'posts',
    id,
    depth: 0,
    user,
    overrideAccess: false,
    disableErrors: true,
  })) as Post | null
  if (!post || post.boardSeq !== boardSeq) throw notFound(boardMessages.postNotFound)
  return post
}

const recruitmentMessages = {
  board: '채용 정보(recruitment)는 채용정보 게시판에만 쓸 수 있습니다.',
} as const

/** A Korean day stored as its noon in Korea, which reads back as that day whatever the server's time zone. */
const storedDay = (day: string | null | undefined) =>
  day === undefined ? undefined : day === null ? null : new Date(`${day}T12:00:00+09:00`).toISOString()

/**
 * The `recruitment` group to store: the keys sent over what the post has, refused on other boards and when the
 * deadline comes before the start (the admin's own rule, src/modules/boards/recruitment.ts).
 */
function recruitmentData(board: Board, input: RecruitmentInput | undefined, current?: Post['recruitment']) {
  if (input === undefined) return undefined
  if (board.type !== 'recruit') {
    throw badRequest(recruitmentMessages.board, [{ path: 'recruitment', message: recruitmentMessages.board }])
  }
  const sent = {
    applyFrom: storedDay(input.applyFrom),
    applyUntil: storedDay(input.applyUntil),
    employmentType: input.employmentType,
    workplace: input.workplace,
  }
  const merged = {
    applyFrom: current?.applyFrom ?? null,
    applyUntil: current?.applyUntil ?? null,
    employmentType: current?.employmentType ?? null,
    workplace: current?.workplace ?? null,
    ...Object.fromEntries(Object.entries(sent).filter(([, v]) => v !== undefined)),
  }
  const violation = periodViolation(merged)
  if (violation) throw badRequest(violation, [{ path: 'recruitment.applyUntil', message: violation }])
  return merged
}

export async function createPost(payload: Payload, user: User, boardSeq: number, input: CreatePostInput) {
  const board = await postsBoard(payload, boardSeq)
  checkCategory(board, input.category)
  const recruitment = recruitmentData(board, input.recruitment)
  const post = await payload.create({
    collection: 'posts',
    user,
    overrideAccess: false,
    depth: 1,
    data: {
      boardSeq,
      title: input.title,
      content: lexicalFromInput(input.content ?? ''),
      category: input.category ?? undefined,
      isNotice: input.isNotice ?? false,
      isSecret: input.isSecret ?? false,
      // Without one, the post is dated when it goes live: its 게시 시작, or now (src/modules/boards/post-dates.ts).
      publishedAt: input.publishedAt ? new Date(input.publishedAt).toISOString() : undefined,
      displayFrom: input.displayFrom ? new Date(input.displayFrom).toISOString() : undefined,
      displayUntil: input.displayUntil ? new Date(input.displayUntil).toISOString() : undefined,
      authorName: input.authorName ?? staffAuthorName,
      _status: input.status,
      ...(recruitment ? { recruitment } : {}),
      personalDataConfirm: input.confirmPersonalData ?? false,
    },
  })
  return postRecord(post as Post, board)
}

const isoOrNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value).toISOString()

export async function updatePost(payload: Payload, user: User, boardSeq: number, id: number, input: UpdatePostInput) {
  const board = await postsBoard(payload, boardSeq)
  const current = await staffPost(payload, user, boardSeq, id)
  checkCategory(board, input.category)
  const displayFrom = input.displayFrom === undefined ? current.displayFrom : input.displayFrom
  const displayUntil = input.displayUntil === undefined ? current.displayUntil : input.displayUntil
  if (displayFrom && displayUntil && Date.parse(displayFrom) >= Date.parse(displayUntil)) {
    const message = '게시 종료는 게시 시작보다 뒤여야 합니다.'
    throw badRequest(message, [{ path: 'displayUntil', message }])
  }
  const data: Record<string, unknown> = {
    title: input.title,
    category: input.category,
    isNotice: input.isNotice,
    isSecret: input.isSecret,
    publishedAt: input.publishedAt ? new Date(input.publishedAt).toISOString() : undefined,
    displayFrom: isoOrNull(input.displayFrom),
    displayUntil: isoOrNull(input.displayUntil),
    authorName: input.authorName,
    _status: input.status,
    recruitment: recruitmentData(board, input.recruitment, current.recruitment),
    personalDataConfirm: input.confirmPersonalData,
  }
  if (input.content !== undefined) data.content = lexicalFromInput(input.content ?? '')
  const post = await payload.update({
    collection: 'posts',
    id: current.id,
    user,
    overrideAccess: false,
    depth: 1,
    data: Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined)),
  })
  return postRecord(post as Post, board)
}

/** Moves a post to the trash, as the admin's delete does: it leaves the site and can be restored there. */
export async function deletePost(payload: Payload, user: User, boardSeq: number, id: number) {
  await postsBoard(payload, boardSeq)
  const current = await staffPost(payload, user, boardSeq, id)
  await payload.update({
    collection: 'posts',
    id: current.id,
    user,
    overrideAccess: false,
    depth: 0,
    data: { deletedAt: new Date().toISOString() },
  })
  return { id: Number(current.id), deleted: true as const }
}

/** Multipart overhead allowed above the file itself before a request is refused unread. */
const formOverhead = 64 * 1024

/**
 * Adds one uploaded file to a post: the board's on/off, count and size rules (409, 409, 413), then the
 * attachments collection's content check (415 for anything that is not an accepted document).
 */
export async function uploadAttachment(payload: Payload, user: User, boardSeq: number, id: number, request: Request) {
  await postsBoard(payload, boardSeq)
  const post = await staffPost(payload, user, boardSeq, id)
  const limits = await boardAttachmentLimits(payload, boardSeq)
  if (!limits?.allowed) throw new ApiError(409, 'ATTACHMENTS_DISABLED', attachmentRuleMessages.notAllowed)
  const existing = (post.attachments ?? []).map((a) => (typeof a === 'object' ? a.id : a))
  if (existing.length >= limits.max)
    throw new ApiError(409, 'TOO_MANY_ATTACHMENTS', attachmentRuleMessages.tooMany(limits.max))
  const maxBytes = limits.maxMb * 1024 * 1024
  const tooLarge = (name: string) =>
    new ApiError(413, 'PAYLOAD_TOO_LARGE', attachmentRuleMessages.tooLarge(name, limits.maxMb))
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes + formOverhead) throw tooLarge('첨부파일')
  if (!(request.headers.get('content-type') ?? '').includes('multipart/form-data')) {
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', "multipart/form-data 형식의 'file' 항목으로 보내 주세요.")
  }
  let file: FormDataEntryValue | null
  try {
    file = (await request.formData()).get('file')
  } catch {
    throw new ApiError(400, 'INVALID_BODY', '요청 본문을 읽을 수 없습니다.')
  }
  if (!file || typeof file === 'string')
    throw badRequest(boardMessages.noFile, [{ path: 'file', message: boardMessages.noFile }])
  const name = (file.name || '첨부파일').normalize('NFC').slice(0, 200)
  if (file.size > maxBytes) throw tooLarge(name)
  const data = Buffer.from(await file.arrayBuffer())
  if (!(await detectDocumentType(data, name))) {
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', rejectedDocumentMessage)
  }
  const attachment = await payload.create({
    collection: 'attachments',
    user,
    overrideAccess: false,
    data: {},
    file: { data, name, mimetype: file.type || 'application/octet-stream', size: data.length },
  })
  try {
    await payload.update({
      collection: 'posts',
      id: post.id,
      user,
      overrideAccess: false,
      depth: 0,
      data: { attachments: [...existing, attachment.id] },
    })
  } catch (error) {
    // The post refused the file (its board's rules changed meanwhile): leave no orphan behind.
    await payload.delete({ collection: 'attachments', id: attachment.id, overrideAccess: true }).catch(() => null)
    throw error
  }
  return attachmentView(attachment)
}
