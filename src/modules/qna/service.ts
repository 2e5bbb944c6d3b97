import 'server-only'
import { createHmac } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'
import type { Payload, Where } from 'payload'
import { env } from '@/lib/env'
import { isRecordId } from '@/lib/record-id'
import { pageLinksFor } from '@/modules/boards/listing'
import { literalSearchWhere } from '@/modules/boards/literal-search'
import { lexicalFromParagraphs } from '@/modules/boards/rich-text'
import { verifyCaptcha } from '@/modules/captcha/altcha'
import { hitRateLimit } from '@/modules/security/rate-limit'
import type { User } from '@/payload-types'
import { registerOrRequestAnswer } from './answer'
import { qnaConsent } from './consent'
import { fieldErrorsOf, type QnaField, qnaQuestionSchema, qnaWriteSchema } from './input'
import { qnaMessages } from './messages'
import { newestQuestionsFirst, type QnaStatus, qnaStatusLabel } from './status'
import { type QnaUnlock, type SealedQnaRow, unlockOf, unlocksRow } from './unlock-cookie'

export type Rejection = {
  ok: false
  status: 400 | 403 | 404 | 429
  message: string
  fieldErrors?: Partial<Record<QnaField, string>>
  /** With 429: when the visitor may try again (sent as Retry-After). */
  retryAfterSeconds?: number
}

const argonOptions = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export const hashQnaPassword = (password: string) => hash(password, argonOptions)

const hashIp = (ip: string) => createHmac('sha256', `${env.payloadSecret}:ip`).update(ip).digest('hex')

/** Limits (per visitor IP): new questions, and password attempts on one post. */
export const qnaLimits = {
  write: { limit: 5, windowMs: 10 * 60 * 1000 },
  password: { limit: 10, windowMs: 15 * 60 * 1000 },
} as const

export type QnaWriteRequest = {
  fields: Record<string, unknown>
  /** The hidden field people do not see; anything in it means a robot filled the form. */
  honeypot?: unknown
  captcha?: unknown
  ip: string
}

/** Writes a question. Every refusal stores nothing and says why in Korean. */
export async function createQna(
  payload: Payload,
  request: QnaWriteRequest,
): Promise<{ ok: true; id: string | number } | Rejection> {
  if (typeof request.honeypot === 'string' && request.honeypot.trim() !== '') {
    return { ok: false, status: 400, message: qnaMessages.rejected }
  }
  const parsed = qnaWriteSchema.safeParse(request.fields)
  if (!parsed.success) {
    return { ok: false, status: 400, message: qnaMessages.rejected, fieldErrors: fieldErrorsOf(parsed.error) }
  }
  const input = parsed.data
  const category = await visibleCategory(payload, input.category)
  if (!category) {
    return {
      ok: false,
      status: 400,
      message: qnaMessages.rejected,
      fieldErrors: { category: qnaMessages.categoryRequired },
    }
  }
  const limit = await hitRateLimit({ payload, scope: 'qna-write', key: request.ip, ...qnaLimits.write })
  if (!limit.allowed)
    return { ok: false, status: 429, message: qnaMessages.tooManyPosts, retryAfterSeconds: limit.retryAfterSeconds }
  const captcha = await verifyCaptcha(payload, request.captcha)
  if (!captcha.ok) return { ok: false, status: 400, message: captcha.message }
  const doc = await payload.create({
    collection: 'qna',
    overrideAccess: true,
    data: {
      category: category.id,
      title: input.title,
      content: input.content,
      name: input.name,
      email: input.email,
      phone: input.phone || undefined,
      passwordHash: await hashQnaPassword(input.password),
      isSecret: input.isSecret,
      consent: { version: qnaConsent.version, agreedAt: new Date().toISOString() },
      status: 'waiting',
      ipHash: hashIp(request.ip),
    },
  })
  return { ok: true, id: doc.id }
}

async function visibleCategory(payload: Payload, id: string) {
  if (!isRecordId(id)) return null
  const found = await payload.find({
    collection: 'qna-categories',
    where: { and: [{ id: { equals: id } }, { hidden: { not_equals: true } }] },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
}

export async function listQnaCategories(payload: Payload) {
  const found = await payload.find({
    collection: 'qna-categories',
    where: { hidden: { not_equals: true } },
    sort: 'order',
    limit: 100,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs.map((c) => ({ id: String(c.id), name: c.name }))
}

export type QnaSearchField = 'title' | 'content' | 'all'

export type QnaListRow = {
  id: string
  number: number
  title: string
  category: string
  status: QnaStatus
  statusLabel: string
  isSecret: boolean
  createdAt: string
}

/** The public list: no names, e-mails or phone numbers, only what the row shows. */
export async function listQna(
  payload: Payload,
  options: { page?: number; pageSize?: number; field?: QnaSearchField; q?: string; category?: string },
) {
  const pageSize = options.pageSize ?? 10
  const page = Math.max(1, Math.floor(options.page ?? 1))
  const and: Where[] = []
  if (options.category) and.push({ category: { equals: options.category } })
  const q = options.q?.trim().slice(0, 50)
  if (q) and.push(await qnaSearchWhere(payload, [...and], options.field ?? 'all', q))
  const result = await payload.find({
    collection: 'qna',
    where: and.length ? { and } : {},
    sort: newestQuestionsFirst,
    page,
    limit: pageSize,
    depth: 1,
    overrideAccess: true,
    select: { title: true, category: true, status: true, isSecret: true, createdAt: true, moderation: true },
  })
  const rows: QnaListRow[] = result.docs.map((doc, index) => ({
    id: String(doc.id),
    number: result.totalDocs - ((result.page ?? page) - 1) * pageSize - index,
    title: publicQuestion(doc).title,
    category: typeof doc.category === 'object' && doc.category ? doc.category.name : '',
    status: (doc.status ?? 'waiting') as QnaStatus,
    statusLabel: qnaStatusLabel(doc.status),
    isSecret: Boolean(doc.isSecret),
    createdAt: doc.createdAt,
  }))
  return {
    rows,
    page: result.page ?? page,
    totalPages: Math.max(1, result.totalPages),
    totalDocs: result.totalDocs,
    pageSize,
    pageLinks: pageLinksFor(result.page ?? page, Math.max(1, result.totalPages)),
  }
}

/**
 * A search of the public list. The body of a secret question is matched only when the question is public: otherwise
 * a visitor could recover a secret body by extending a guess letter by letter and watching the post appear. Secret
 * questions are listed (with their lock) and found by title, as on Korean Q&A boards.
 */
async function qnaSearchWhere(payload: Payload, base: Where[], field: QnaSearchField, q: string): Promise<Where> {
  // Not 'equals false': a post without the flag is read as public by canReadQna, so it is searched as one too.
  // A question 최고관리자 hid or redacted is not found by the words that were hidden.
  const notHidden: Where = { 'moderation.hidden': { not_equals: true } }
  const publicOnly: Where = {
    and: [
      { isSecret: { not_equals: true } },
      notHidden,
      { or: [{ 'moderation.redactedContent': { exists: false } }, { 'moderation.redactedContent': { equals: '' } }] },
    ],
  }
  const inTitle = async (): Promise<Where> => ({
    and: [notHidden, await literalSearchWhere(payload, 'qna', [...base, notHidden], ['title'], q)],
  })
  const inPublicContent = async (): Promise<Where> => ({
    and: [publicOnly, await literalSearchWhere(payload, 'qna', [...base, publicOnly], ['content'], q)],
  })
  if (field === 'title') return inTitle()
  if (field === 'content') return inPublicContent()
  return { or: [await inTitle(), await inPublicContent()] }
}

/** Who reads: staff, or a visitor with the posts their session unlocked (see unlock-cookie.ts). */
export type QnaViewer = { isStaff: boolean; unlocks: QnaUnlock[] }

export type QnaView =
  | { kind: 'missing' }
  | {
      kind: 'locked'
      id: string
      title: string
      category: string
      status: QnaStatus
      statusLabel: string
      createdAt: string
    }
  | {
      kind: 'open'
      id: string
      title: string
      content: string
      category: string
      categoryId: string
      status: QnaStatus
      statusLabel: string
      isSecret: boolean
      authorName: string
      createdAt: string
      /** 'hidden' or 'redacted' when 최고관리자 hid the visitor's words; `title`/`content` then show the replacement. */
      moderated: QnaModeration
      answer: QnaAnswerView | null
    }

export type QnaModeration = 'hidden' | 'redacted' | null

export type QnaAnswerFile = { id: string; name: string; size: number }

/** A registered answer: its rich text (Lexical), the plain text of it, and its files. Drafts are never in a view. */
export type QnaAnswerView = { text: string; answeredAt: string; body: unknown; attachments: QnaAnswerFile[] }

/** What the public sees of a question 최고관리자 hid (its title and text) in lists and on its page. */
export const hiddenQuestionText = '관리자에 의해 가려진 질문입니다.'

type ModeratedRow = {
  title: string
  content?: string | null
  moderation?: { hidden?: boolean | null; redactedContent?: string | null } | null
}

/** The title and text visitors see: the original, the redacted text, or the hidden notice. */
export function publicQuestion(doc: ModeratedRow): { title: string; content: string; moderated: QnaModeration } {
  if (doc.moderation?.hidden) return { title: hiddenQuestionText, content: hiddenQuestionText, moderated: 'hidden' }
  const redacted = doc.moderation?.redactedContent?.trim()
  if (redacted) return { title: doc.title, content: redacted, moderated: 'redacted' }
  return { title: doc.title, content: doc.content ?? '', moderated: null }
}

function answerFiles(value: unknown): QnaAnswerFile[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((file) =>
    file && typeof file === 'object' && 'id' in file
      ? [
          {
            id: String(file.id),
            name: String(
              (file as { originalName?: unknown }).originalName || (file as { filename?: unknown }).filename,
            ),
            size: Number((file as { filesize?: unknown }).filesize ?? 0),
          },
        ]
      : [],
  )
}

/**
 * Who may read a question: anyone when it is public, staff, or the session that unlocked this very row with its
 * password when secret. An unlock of an earlier row that had the same id does not count.
 */
export function canReadQna(post: SealedQnaRow & { isSecret?: boolean | null }, viewer: QnaViewer): boolean {
  if (!post.isSecret || viewer.isStaff) return true
  return unlocksRow(env.payloadSecret, viewer.unlocks, post)
}

/** Shows the asker's name the way Korean boards do: the first syllable and masks (홍**). */
export function maskName(name: string): string {
  const chars = [...name.trim()]
  if (chars.length <= 1) return '*'
  return chars[0] + '*'.repeat(chars.length - 1)
}

export async function viewQna(payload: Payload, id: string, viewer: QnaViewer): Promise<QnaView> {
  const doc = await findQna(payload, id)
  if (!doc) return { kind: 'missing' }
  const category = typeof doc.category === 'object' && doc.category ? doc.category : null
  const shown = publicQuestion(doc)
  const base = {
    id: String(doc.id),
    title: shown.title,
    category: category?.name ?? '',
    status: (doc.status ?? 'waiting') as QnaStatus,
    statusLabel: qnaStatusLabel(doc.status),
    createdAt: doc.createdAt,
  }
  if (!canReadQna(doc, viewer)) return { kind: 'locked', ...base }
  return {
    kind: 'open',
    ...base,
    content: shown.content,
    categoryId: category ? String(category.id) : '',
    isSecret: Boolean(doc.isSecret),
    authorName: maskName(doc.name),
    moderated: shown.moderated,
    // A draft (saved, not registered: still 답변대기) is nobody's to read but staff in the admin.
    answer:
      doc.status === 'answered' && doc.answer?.text
        ? {
            text: doc.answer.text,
            answeredAt: doc.answer.answeredAt ?? doc.updatedAt,
            body: doc.answer.body ?? null,
            attachments: answerFiles(doc.answer.attachments),
          }
        : null,
  }
}

/** The whole row, with the password hash an unlock is checked against; views copy only what they show. */
async function findQna(payload: Payload, id: string) {
  if (!isRecordId(id)) return null
  const found = await payload.find({
    collection: 'qna',
    where: { id: { equals: id } },
    limit: 1,
    pagination: false,
    depth: 1,
    overrideAccess: true,
    showHiddenFields: true,
  })
  return found.docs[0] ?? null
}

async function sealedRowOf(payload: Payload, id: string): Promise<SealedQnaRow | null> {
  const found = await payload.find({
    collection: 'qna',
    where: { id: { equals: id } },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
    select: { passwordHash: true, createdAt: true },
  })
  const doc = found.docs[0]
  return doc?.passwordHash ? { id: doc.id, createdAt: doc.createdAt, passwordHash: doc.passwordHash } : null
}

/**
 * Checks a post's password. Every attempt counts against the visitor's limit for that post, so the eleventh try
 * within 15 minutes is refused (429) whether or not it would have been right.
 */
export async function checkQnaPassword(
  payload: Payload,
  id: string,
  password: unknown,
  ip: string,
): Promise<{ ok: true } | Rejection> {
  const checked = await passwordCheckedRow(payload, id, password, ip)
  return checked.ok ? { ok: true } : checked
}

/** Checks the password like checkQnaPassword and returns the unlock of the row it opened, for the session cookie. */
export async function unlockQna(
  payload: Payload,
  id: string,
  password: unknown,
  ip: string,
): Promise<{ ok: true; unlock: QnaUnlock } | Rejection> {
  const checked = await passwordCheckedRow(payload, id, password, ip)
  return checked.ok ? { ok: true, unlock: unlockOf(env.payloadSecret, checked.row) } : checked
}

async function passwordCheckedRow(
  payload: Payload,
  id: string,
  password: unknown,
  ip: string,
): Promise<{ ok: true; row: SealedQnaRow } | Rejection> {
  if (!isRecordId(id)) return { ok: false, status: 404, message: qnaMessages.notFound }
  const limit = await hitRateLimit({ payload, scope: 'qna-password', key: `${ip}:${id}`, ...qnaLimits.password })
  if (!limit.allowed)
    return {
      ok: false,
      status: 429,
      message: qnaMessages.tooManyPasswords,
      retryAfterSeconds: limit.retryAfterSeconds,
    }
  const row = await sealedRowOf(payload, id)
  if (!row) return { ok: false, status: 404, message: qnaMessages.notFound }
  if (typeof password !== 'string' || password.length === 0 || password.length > 200) {
    return { ok: false, status: 403, message: qnaMessages.wrongPassword }
  }
  const matches = await verify(row.passwordHash, password).catch(() => false)
  return matches ? { ok: true, row } : { ok: false, status: 403, message: qnaMessages.wrongPassword }
}

/** The asker edits the question with its password, until staff answer it. */
export async function updateQnaByAuthor(
  payload: Payload,
  id: string,
  request: { password: unknown; fields: Record<string, unknown>; ip: string },
): Promise<{ ok: true } | Rejection> {
  const check = await checkQnaPassword(payload, id, request.password, request.ip)
  if (!check.ok) return check
  const doc = await findQna(payload, id)
  if (!doc) return { ok: false, status: 404, message: qnaMessages.notFound }
  if (doc.status === 'answered') return { ok: false, status: 403, message: qnaMessages.alreadyAnswered }
  const parsed = qnaQuestionSchema.safeParse(request.fields)
  if (!parsed.success) {
    return { ok: false, status: 400, message: qnaMessages.rejected, fieldErrors: fieldErrorsOf(parsed.error) }
  }
  // A question keeps the category it was filed under even once staff hide it (a retired one, for instance).
  const currentId = typeof doc.category === 'object' && doc.category ? doc.category.id : doc.category
  const category =
    currentId != null && parsed.data.category === String(currentId)
      ? { id: currentId }
      : await visibleCategory(payload, parsed.data.category)
  if (!category)
    return {
      ok: false,
      status: 400,
      message: qnaMessages.rejected,
      fieldErrors: { category: qnaMessages.categoryRequired },
    }
  await payload.update({
    collection: 'qna',
    id: doc.id,
    overrideAccess: true,
    data: {
      category: category.id,
      title: parsed.data.title,
      content: parsed.data.content,
      isSecret: parsed.data.isSecret,
    },
  })
  return { ok: true }
}

/** The asker deletes the question (and with it their personal data) with its password, until it is answered. */
export async function deleteQnaByAuthor(
  payload: Payload,
  id: string,
  request: { password: unknown; ip: string },
): Promise<{ ok: true } | Rejection> {
  const check = await checkQnaPassword(payload, id, request.password, request.ip)
  if (!check.ok) return check
  const doc = await findQna(payload, id)
  if (!doc) return { ok: false, status: 404, message: qnaMessages.notFound }
  if (doc.status === 'answered') return { ok: false, status: 403, message: qnaMessages.alreadyAnswered }
  await payload.delete({ collection: 'qna', id: doc.id, overrideAccess: true })
  return { ok: true }
}

/**
 * Staff answer a question in one step (`PUT /api/v1/qna/{id}/answer`): the text, one paragraph a line, becomes the
 * answer's rich text and is registered at once (or, where the caller's group needs approval, waits as a request). The asker is mailed on the first registration only (unless `notify`
 * is false); answering a registered question again changes the public answer without another mail.
 */
export async function answerQna(
  payload: Payload,
  id: number,
  answer: { text: string; answeredBy: User; notify?: boolean },
) {
  if (!answer.text.trim()) throw new Error('answer text is empty')
  const paragraphs = answer.text.trim().split(/\r?\n/)
  await payload.update({
    collection: 'qna',
    id,
    overrideAccess: true,
    user: answer.answeredBy as never,
    data: { answer: { body: lexicalFromParagraphs(paragraphs) } },
  })
  // Where the caller's group needs approval for answers, the saved answer waits for an approver as a draft.
  return registerOrRequestAnswer(payload, id, answer.answeredBy, { notify: answer.notify })
}
