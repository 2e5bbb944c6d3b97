/**
 * One valid call per documented operation, keyed by operationId, for the contract test
 * (tests/integration/api-contract.test.ts). Every operation in the OpenAPI document must have an
 * entry: the test fails naming the ones that are missing, so a new endpoint adds its call here.
 *
 * An entry may prepare data through `ctx.payload` and returns what to send and which documented
 * status to expect; the response is validated against the document's schema for that status.
 * Bearer operations use the seeded admin's token unless the entry sets `token`.
 */
import { createHash } from 'node:crypto'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import type { Payload } from 'payload'
import { createAccount, testPassword } from './api'
import { createPost } from './board-fixtures'

export type TokenPair = { accessToken: string; refreshToken: string; userSeq: number }

export type ContractContext = {
  payload: Payload
  /** The seeded administrator (`admin`, group 1). */
  admin: TokenPair
  signIn(userId?: string, password?: string): Promise<TokenPair>
  /** A CSRF token of the auth handler and the cookie it pairs with. */
  csrf(): Promise<{ csrfToken: string; cookie: string }>
  /** A name no other call uses. */
  unique(prefix: string): string
}

export type ContractCall = {
  params?: Record<string, string | number>
  query?: Record<string, string | number>
  /** Encoded as the document says: JSON, form fields or multipart fields. */
  body?: Record<string, unknown>
  headers?: Record<string, string>
  /** Bearer token; `undefined` means the admin's for operations that need one, `null` none. */
  token?: string | null
  /** The documented status this call must get. */
  status: number
}

type Entry = (ctx: ContractContext) => ContractCall | Promise<ContractCall>

/** A published issue of the newsletter board, never sent. */
const newsletterIssue = (ctx: ContractContext) =>
  createPost(ctx.payload, { boardSeq: 4, title: ctx.unique('계약 시험 뉴스레터 ') })

const staffAccount = async (ctx: ContractContext) => {
  const user = await createAccount(ctx.payload, ctx.unique('contract'), 2)
  return user.userSeq as number
}

/** A file whose bytes say PDF, for the upload calls. */
const pdfFile = () =>
  new File([`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`], '계약시험.pdf', {
    type: 'application/pdf',
  })

const visiblePost = async (ctx: ContractContext, title?: string) =>
  Number((await createPost(ctx.payload, { boardSeq: 1, title: title ?? ctx.unique('계약 시험 글 ') })).id)

/** A visible post with one PDF attachment; returns the attachment's id. */
async function attachedFile(ctx: ContractContext) {
  const bytes = Buffer.from(await pdfFile().arrayBuffer())
  const attachment = await ctx.payload.create({
    collection: 'attachments',
    overrideAccess: true,
    data: {},
    file: { data: bytes, mimetype: 'application/pdf', name: `${ctx.unique('file')}.pdf`, size: bytes.length },
  })
  await createPost(ctx.payload, { boardSeq: 1, title: ctx.unique('첨부 글 '), attachments: [attachment.id] })
  return Number(attachment.id)
}

/**
 * A pending 게시 승인 request for a new notice by another account, with the seeded administrator's group made an
 * approving one (approvers are never held for approval themselves, so the other calls are unchanged).
 */
async function pendingApproval(ctx: ContractContext) {
  const { docs } = await ctx.payload.find({
    collection: 'auth-groups',
    where: { authGroupSeq: { equals: 1 } },
    overrideAccess: true,
    limit: 1,
  })
  await ctx.payload.update({
    collection: 'auth-groups',
    id: docs[0]?.id as number,
    data: { approval: { approver: true } },
    overrideAccess: true,
  })
  const author = await createAccount(ctx.payload, ctx.unique('approval'), 3)
  const post = await createPost(ctx.payload, { boardSeq: 1, title: ctx.unique('승인 계약 '), draft: true })
  const request = await ctx.payload.create({
    collection: 'approval-requests',
    overrideAccess: true,
    data: {
      menu: '공지사항',
      title: post.title,
      targetCollection: 'posts',
      targetId: post.id,
      boardSeq: 1,
      action: 'publish',
      language: 'ko',
      requestedBy: author.id,
      requestedAt: new Date().toISOString(),
      status: 'pending',
    },
  })
  return Number(request.id)
}

const firstId = async (ctx: ContractContext, collection: 'banners' | 'media') =>
  Number((await ctx.payload.find({ collection, overrideAccess: true, depth: 0, limit: 1 })).docs[0]?.id)

const bannerImage = async (ctx: ContractContext) =>
  Number((await ctx.payload.find({ collection: 'banners', overrideAccess: true, depth: 0, limit: 1 })).docs[0]?.imagePc)

async function newBanner(ctx: ContractContext) {
  const banner = await ctx.payload.create({
    collection: 'banners',
    overrideAccess: true,
    data: { title: ctx.unique('배너 '), alt: '계약 시험 배너', imagePc: await bannerImage(ctx) },
  })
  return Number(banner.id)
}

async function newPopup(ctx: ContractContext) {
  const popup = await ctx.payload.create({
    collection: 'popups',
    overrideAccess: true,
    data: { title: ctx.unique('팝업 '), type: 'layer', device: 'all', hideForHours: 24 },
  })
  return Number(popup.id)
}

const qnaPassword = 'Contract1!'

async function qnaCategory(ctx: ContractContext) {
  const { listQnaCategories } = await import('@/modules/qna/service')
  return (await listQnaCategories(ctx.payload))[0]?.id as string
}

/** A public question written with `qnaPassword`, as a visitor would have. */
async function question(ctx: ContractContext) {
  const { hashQnaPassword } = await import('@/modules/qna/service')
  const doc = await ctx.payload.create({
    collection: 'qna',
    overrideAccess: true,
    data: {
      category: Number(await qnaCategory(ctx)),
      title: ctx.unique('계약 시험 문의 '),
      content: '계약 시험으로 쓴 문의 내용입니다.',
      name: '계약자',
      email: 'contract@example.com',
      passwordHash: await hashQnaPassword(qnaPassword),
      isSecret: false,
      status: 'waiting',
      consent: { version: 'contract', agreedAt: new Date().toISOString() },
    },
  })
  return String(doc.id)
}

async function solvedCaptcha() {
  const { newCaptchaChallenge } = await import('@/modules/captcha/altcha')
  const challenge = await newCaptchaChallenge()
  const solution = await solveChallenge({ challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

async function subscriber(ctx: ContractContext, status: 'pending' | 'active') {
  const token = `${ctx.unique('token')}${'x'.repeat(24)}`
  await ctx.payload.create({
    collection: 'subscribers',
    overrideAccess: true,
    data: {
      email: `${ctx.unique('reader')}@example.com`,
      status,
      ...(status === 'pending'
        ? {
            confirmTokenHash: createHash('sha256').update(token).digest('hex'),
            confirmExpiresAt: new Date(Date.now() + 86_400_000).toISOString(),
          }
        : { unsubscribeToken: token }),
    },
  })
  return token
}

export const contractCalls: Record<string, Entry> = {
  // System
  getHealth: () => ({ status: 200 }),
  getReady: () => ({ status: 200 }),

  // Sign-in (/api/v1)
  signIn: () => ({ query: { userId: 'admin', password: testPassword }, status: 200 }),
  refreshToken: async (ctx) => ({ query: { refreshToken: (await ctx.signIn()).refreshToken }, status: 200 }),
  signOut: async (ctx) => {
    const tokens = await ctx.signIn()
    return { query: { refreshToken: tokens.refreshToken }, token: tokens.accessToken, status: 200 }
  },

  // Auth handler (/api/auth)
  authCsrf: () => ({ status: 200 }),
  authProviders: () => ({ status: 200 }),
  authSession: () => ({ query: { callbackUrl: '/admin' }, status: 200 }),
  authSignIn: async (ctx) => {
    const { csrfToken, cookie } = await ctx.csrf()
    return {
      params: { provider: 'credentials' },
      body: { csrfToken, callbackUrl: '/admin', json: 'true' },
      headers: { cookie },
      status: 200,
    }
  },
  authCallback: async (ctx) => {
    const { csrfToken, cookie } = await ctx.csrf()
    return {
      params: { provider: 'credentials' },
      body: { csrfToken, callbackUrl: '/admin', json: 'true', userId: 'admin', password: testPassword },
      headers: { cookie },
      status: 200,
    }
  },
  authSignOut: async (ctx) => {
    const { csrfToken, cookie } = await ctx.csrf()
    return { body: { csrfToken, callbackUrl: '/', json: 'true' }, headers: { cookie }, status: 200 }
  },

  // Admin accounts (/api/v1/users)
  listUsers: () => ({ query: { pageNo: 1, pageSize: 5, searchKind: 'userId', searchText: 'adm' }, status: 200 }),
  createUser: (ctx) => ({
    body: {
      contents: JSON.stringify({
        userId: ctx.unique('created'),
        userPassword: 'Contract1!',
        userName: '계약 시험',
        authGroupSeq: 2,
        userEmail: null,
      }),
    },
    status: 201,
  }),
  deleteUser: async (ctx) => ({ query: { userSeq: await staffAccount(ctx) }, status: 200 }),
  checkUserId: () => ({ query: { userId: 'admin' }, status: 200 }),
  getUser: (ctx) => ({ params: { id: ctx.admin.userSeq }, status: 200 }),
  updateUser: async (ctx) => ({
    params: { id: await staffAccount(ctx) },
    query: { updateKind: 'admin' },
    body: { contents: JSON.stringify({ displayName: '바뀐 이름', userDeptName: '' }) },
    status: 200,
  }),
  validatePassword: (ctx) => ({
    params: { id: ctx.admin.userSeq },
    query: { userPassword: testPassword },
    status: 200,
  }),

  // Boards and posts (/api/v1/boards)
  listBoards: () => ({ status: 200 }),
  getBoard: () => ({ params: { boardSeq: 1 }, status: 200 }),
  listPosts: () => ({
    params: { boardSeq: 1 },
    query: { pageNo: 1, searchKind: 'title', searchText: '공지' },
    status: 200,
  }),
  getPost: async (ctx) => ({ params: { boardSeq: 1, id: await visiblePost(ctx) }, status: 200 }),
  createPost: (ctx) => ({
    params: { boardSeq: 1 },
    body: { title: ctx.unique('계약 시험 등록 '), content: '첫 문단\n둘째 문단' },
    status: 201,
  }),
  updatePost: async (ctx) => ({
    params: { boardSeq: 1, id: await visiblePost(ctx) },
    body: { title: '계약 시험으로 고친 제목' },
    status: 200,
  }),
  deletePost: async (ctx) => ({ params: { boardSeq: 1, id: await visiblePost(ctx) }, status: 200 }),
  uploadPostAttachment: async (ctx) => ({
    params: { boardSeq: 1, id: await visiblePost(ctx) },
    body: { file: pdfFile() },
    status: 201,
  }),

  // Banners and popups
  listBanners: () => ({ status: 200 }),
  createBanner: async (ctx) => ({
    body: { title: ctx.unique('배너 '), alt: '계약 시험 배너', imagePc: await bannerImage(ctx) },
    status: 201,
  }),
  orderBanners: async (ctx) => ({ body: { ids: [await firstId(ctx, 'banners')] }, status: 200 }),
  updateBanner: async (ctx) => ({ params: { id: await newBanner(ctx) }, body: { enabled: false }, status: 200 }),
  deleteBanner: async (ctx) => ({ params: { id: await newBanner(ctx) }, status: 200 }),
  listPopups: () => ({ query: { device: 'pc' }, status: 200 }),
  createPopup: (ctx) => ({ body: { title: ctx.unique('팝업 ') }, status: 201 }),
  orderPopups: async (ctx) => ({ body: { ids: [await newPopup(ctx)] }, status: 200 }),
  updatePopup: async (ctx) => ({ params: { id: await newPopup(ctx) }, body: { enabled: false }, status: 200 }),
  deletePopup: async (ctx) => ({ params: { id: await newPopup(ctx) }, status: 200 }),

  // 게시 승인
  listApprovals: () => ({ status: 200 }),
  // An 편집자 (seeded: 공지사항 needs approval) asks for a published notice's deletion.
  requestDeletion: async (ctx) => {
    const userId = ctx.unique('deleter')
    await createAccount(ctx.payload, userId, 3)
    const { accessToken } = await ctx.signIn(userId, testPassword)
    return {
      body: {
        collection: 'posts',
        id: await visiblePost(ctx),
        action: 'delete',
        reason: '같은 공지를 두 번 올렸습니다.',
      },
      token: accessToken,
      status: 201,
    }
  },
  approveApproval: async (ctx) => ({
    params: { id: await pendingApproval(ctx) },
    body: { reason: '확인' },
    status: 200,
  }),
  rejectApproval: async (ctx) => ({
    params: { id: await pendingApproval(ctx) },
    body: { reason: '기간을 적어 주세요.' },
    status: 200,
  }),

  // Pages and files
  listPages: () => ({ status: 200 }),
  getPage: () => ({ params: { path: 'company/about' }, status: 200 }),
  getFile: async (ctx) => ({ params: { id: await attachedFile(ctx) }, status: 200 }),
  downloadFile: async (ctx) => ({ params: { id: await attachedFile(ctx) }, status: 200 }),

  // Field Q&A (/api/v1/qna)
  listQna: () => ({ query: { pageNo: 1, searchKind: 'all', searchText: '문의' }, status: 200 }),
  createQna: async (ctx) => ({
    body: {
      category: await qnaCategory(ctx),
      title: '계약 시험 질문',
      content: '계약 시험으로 등록하는 질문입니다.',
      name: '계약자',
      email: 'contract@example.com',
      password: qnaPassword,
      isSecret: true,
      consent: true,
      altcha: await solvedCaptcha(),
    },
    status: 201,
  }),
  viewQna: async (ctx) => ({ params: { id: await question(ctx) }, status: 200 }),
  unlockQna: async (ctx) => ({ params: { id: await question(ctx) }, body: { password: qnaPassword }, status: 200 }),
  updateQna: async (ctx) => ({
    params: { id: await question(ctx) },
    body: {
      password: qnaPassword,
      category: await qnaCategory(ctx),
      title: '고친 질문',
      content: '고친 질문 내용입니다.',
    },
    status: 200,
  }),
  deleteQna: async (ctx) => ({ params: { id: await question(ctx) }, body: { password: qnaPassword }, status: 200 }),
  answerQna: async (ctx) => ({
    params: { id: await question(ctx) },
    body: { text: '계약 시험 답변입니다.', notify: false },
    status: 200,
  }),
  listQnaCategories: () => ({ status: 200 }),

  // Newsletter subscribers (/api/v1/subscribers)
  subscribe: (ctx) => ({ body: { email: `${ctx.unique('new')}@example.com`, consent: true }, status: 202 }),
  confirmSubscription: async (ctx) => ({ body: { token: await subscriber(ctx, 'pending') }, status: 200 }),
  unsubscribe: async (ctx) => ({ body: { token: await subscriber(ctx, 'active') }, status: 200 }),
  listSubscribers: () => ({ query: { pageNo: 1, status: 'active' }, status: 200 }),
  exportSubscribers: () => ({ query: { status: 'active' }, status: 200 }),
  // Sending a newsletter issue (/api/v1/newsletters/{postId}/send)
  sendNewsletter: async (ctx) => ({ params: { postId: (await newsletterIssue(ctx)).id }, status: 202 }),
  getNewsletterSend: async (ctx) => ({ params: { postId: (await newsletterIssue(ctx)).id }, status: 200 }),
  // 인증 현황 and 진위확인 (/api/v1/certificates)
  listCertificates: async (ctx) => {
    await certificate(ctx)
    return {
      query: { pageNo: 1, pageSize: 5, scheme: 'g-seed', status: 'valid', searchText: '계약 시험' },
      status: 200,
    }
  },
  exportCertificates: async (ctx) => {
    await certificate(ctx)
    return { query: { scheme: 'g-seed', status: 'valid', searchText: '계약 시험', lang: 'en' }, status: 200 }
  },
  getCertificate: async (ctx) => ({ params: { number: await certificate(ctx) }, status: 200 }),
  verifyCertificate: async (ctx) => ({ body: { number: await certificate(ctx), issuedOn: '2026-01-05' }, status: 200 }),
  createCertificate: (ctx) => ({ body: certificateBody(ctx.unique('CONTRACT-')), status: 201 }),
  updateCertificate: async (ctx) => {
    const number = await certificate(ctx)
    return { params: { number }, body: { ...certificateBody(number), grade: '최우수', published: false }, status: 200 }
  },
  deleteCertificate: async (ctx) => ({ params: { number: await certificate(ctx) }, status: 204 }),
}

/** A certificate as the staff API takes it: G-SEED 우수, issued on 2026-01-05. */
function certificateBody(number: string) {
  return {
    number: number.replace(/[^A-Za-z0-9-]/g, ''),
    scheme: 'g-seed' as const,
    stage: 'main' as const,
    grade: '우수',
    buildingName: '계약 시험 건축물',
    roadAddress: '세종특별자치시 한누리대로 1',
    sido: '세종특별자치시',
    sigungu: '세종시',
    use: '업무시설',
    issuedOn: '2026-01-05',
    status: 'valid' as const,
  }
}

/** A published certificate issued on 2026-01-05; returns its number. */
async function certificate(ctx: ContractContext): Promise<string> {
  const data = certificateBody(ctx.unique('CONTRACT-'))
  await ctx.payload.create({ collection: 'certificates', overrideAccess: true, data })
  return data.number
}
