import { z } from 'zod'
import { employmentTypes } from '@/modules/boards/recruitment'
import { isSiteLink, siteLinkMessage } from '@/validation/field-rules'

/**
 * Request and response schemas of the content API (`/api/v1` boards, posts, banners, popups, pages,
 * files). Route handlers validate with them and the OpenAPI document is generated from them, so the
 * documentation and the behaviour cannot part ways.
 */
const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v)

/**
 * A request body object that refuses unknown keys (a typo must not pass silently) and says so in Korean,
 * like every other message of the API.
 */
const strict = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) => {
      if (issue.code === 'unrecognized_keys') return `알 수 없는 항목입니다: ${issue.keys.join(', ')}`
      if (issue.code === 'invalid_type') return '요청 본문은 JSON 객체여야 합니다.'
      return undefined
    },
  })

const shortText = (label: string, max: number) =>
  z
    .string({ error: `${label}을(를) 입력해 주세요.` })
    .trim()
    .min(1, { error: `${label}을(를) 입력해 주세요.` })
    .max(max, { error: `${label}은(는) ${max}자 이하여야 합니다.` })

/** An integer within bounds, with one Korean message for every way it can be wrong. */
const int = (label: string, min: number, max: number) => {
  const error = `${label}은(는) ${min}에서 ${max} 사이의 정수여야 합니다.`
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error })
}

/** A positive integer path or query value: `abc`, `1.5` or `0` are a 400, never a lookup. */
export const seqSchema = (label: string) =>
  z.coerce
    .number({ error: `${label}가 올바르지 않습니다.` })
    .int({ error: `${label}가 올바르지 않습니다.` })
    .positive({ error: `${label}가 올바르지 않습니다.` })
    .max(2_147_483_647, { error: `${label}가 올바르지 않습니다.` })

export const boardSeqParamSchema = seqSchema('게시판 번호')
export const postIdParamSchema = seqSchema('게시글 번호')
export const itemIdParamSchema = seqSchema('번호')
export const fileIdParamSchema = seqSchema('파일 번호')

const pageNo = z.preprocess(
  emptyToUndefined,
  z.coerce
    .number({ error: 'pageNo는 1 이상이어야 합니다.' })
    .int({ error: 'pageNo는 1 이상이어야 합니다.' })
    .min(1, { error: 'pageNo는 1 이상이어야 합니다.' })
    .max(100_000, { error: 'pageNo가 너무 큽니다.' })
    .default(1),
)
const pageSize = (fallback: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'pageSize는 1에서 100 사이여야 합니다.' })
      .int({ error: 'pageSize는 1에서 100 사이여야 합니다.' })
      .min(1, { error: 'pageSize는 1에서 100 사이여야 합니다.' })
      .max(100, { error: 'pageSize는 1에서 100 사이여야 합니다.' })
      .default(fallback),
  )

export const localeQuerySchema = z.preprocess(
  emptyToUndefined,
  z.enum(['ko', 'en'], { error: "locale은 'ko' 또는 'en'이어야 합니다." }).default('ko'),
)

// ---------------------------------------------------------------------------------------------- boards

export const boardSchema = z.object({
  boardSeq: z.number().int(),
  name: z.string(),
  type: z.enum(['notice', 'qna', 'newsletter', 'performance', 'recruit']),
  useCategories: z.boolean(),
  categories: z.array(z.string()),
  secretPosts: z.enum(['off', 'optional', 'forced']).describe('비밀글: 사용 안 함, 선택, 항상'),
  allowAttachments: z.boolean(),
  maxAttachments: z.number().int().describe('글 하나의 첨부파일 최대 개수'),
  maxAttachmentMb: z.number().int().describe('파일당 최대 크기(MB)'),
  allowAnswers: z.boolean(),
  pageSize: z.number().int().describe('사이트 목록의 쪽당 글 수 (API 기본 pageSize)'),
})
export type BoardView = z.infer<typeof boardSchema>
export const boardListSchema = z.object({ items: z.array(boardSchema) })

// ----------------------------------------------------------------------------------------------- posts

export const listPostsQuerySchema = z.object({
  pageNo,
  pageSize: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'pageSize는 1에서 100 사이여야 합니다.' })
      .int({ error: 'pageSize는 1에서 100 사이여야 합니다.' })
      .min(1, { error: 'pageSize는 1에서 100 사이여야 합니다.' })
      .max(100, { error: 'pageSize는 1에서 100 사이여야 합니다.' })
      .optional()
      .describe('기본값은 게시판 설정의 pageSize'),
  ),
  searchKind: z.preprocess(
    emptyToUndefined,
    z
      .enum(['title', 'content', 'all'], { error: "searchKind는 'title', 'content', 'all' 중 하나여야 합니다." })
      .default('all'),
  ),
  searchText: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .max(50, { error: '검색어는 50자 이하로 입력해 주세요.' })
      .optional()
      .describe('부분 일치(한글 가능)'),
  ),
  category: z.preprocess(
    emptyToUndefined,
    z.string().trim().max(30, { error: '분류는 30자 이하여야 합니다.' }).optional(),
  ),
  status: z.preprocess(
    emptyToUndefined,
    z
      .enum(['open'], { error: "status는 'open'만 쓸 수 있습니다." })
      .optional()
      .describe('채용정보: open이면 오늘 접수중인 공고만'),
  ),
})
export type ListPostsQuery = z.infer<typeof listPostsQuerySchema>

export const recruitmentSchema = z
  .object({
    applyFrom: z.string().nullable().describe('접수 시작 (그날 한국 시각 0시부터)'),
    applyUntil: z.string().nullable().describe('접수 마감 (그날 한국 시각 24시까지)'),
    employmentType: z.enum(['permanent', 'contract', 'intern', 'part-time']).nullable().describe('고용형태'),
    workplace: z.string().nullable().describe('근무지'),
    status: z.enum(['upcoming', 'open', 'closed']).describe('접수예정 / 접수중 / 마감, 오늘(한국 날짜) 기준'),
    dDay: z.string().nullable().describe('"D-5", "D-day", "마감"; 마감일이 없으면 null'),
  })
  .nullable()
  .describe('채용정보 게시판(8)만')

export const postSummarySchema = z.object({
  id: z.number().int(),
  boardSeq: z.number().int(),
  number: z.number().int().nullable().describe('목록 번호 (상단 고정 공지는 null)'),
  title: z.string(),
  category: z.string().nullable(),
  isNotice: z.boolean(),
  isSecret: z.boolean().describe('비밀글: 목록에는 제목만, 내용은 직원만'),
  publishedAt: z.string(),
  viewCount: z.number().int(),
  hasAttachments: z.boolean(),
  authorName: z.string(),
  recruitment: recruitmentSchema,
})

export const postListSchema = z.object({
  pinned: z.array(postSummarySchema).describe('상단 고정 공지: 검색·분류 조건 없는 첫 쪽에만, pageSize와 별도'),
  items: z.array(postSummarySchema),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
})

export const attachmentSchema = z.object({
  id: z.number().int(),
  name: z.string().describe('올린 사람이 붙인 원래 파일 이름'),
  size: z.number().int().describe('바이트'),
  mimeType: z.string(),
  downloadCount: z.number().int(),
  downloadUrl: z.string(),
})

const neighbourSchema = z.object({ id: z.number().int(), title: z.string() }).nullable()

const performanceSchema = z
  .object({
    year: z.number().int().nullable(),
    recordType: z.string().nullable(),
    projectName: z.string().nullable(),
    client: z.string().nullable(),
    result: z.string().nullable(),
    image: z.object({ url: z.string(), alt: z.string() }).nullable(),
  })
  .nullable()
  .describe('실적 게시판(5·6·7)만')

const postBody = {
  id: z.number().int(),
  boardSeq: z.number().int(),
  title: z.string(),
  category: z.string().nullable(),
  isNotice: z.boolean(),
  isSecret: z.boolean(),
  locked: z.boolean().describe('비밀글을 직원이 아닌 사람이 볼 때 true: 본문과 첨부파일을 비웁니다'),
  publishedAt: z.string(),
  displayFrom: z.string().nullable(),
  displayUntil: z.string().nullable(),
  viewCount: z.number().int(),
  authorName: z.string(),
  contentText: z.string().describe('본문의 글자만, 문단마다 한 줄'),
  content: z.unknown().describe('본문 (Lexical JSON)'),
  attachments: z.array(attachmentSchema),
}

export const postDetailSchema = z.object({
  ...postBody,
  performance: performanceSchema,
  recruitment: recruitmentSchema,
  previous: neighbourSchema.describe('이전 글 (더 오래된 글)'),
  next: neighbourSchema.describe('다음 글 (더 새로운 글)'),
})

export const postRecordSchema = z.object({
  ...postBody,
  recruitment: recruitmentSchema,
  status: z.enum(['published', 'draft']),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type PostRecord = z.infer<typeof postRecordSchema>

const isoDate = (label: string) =>
  z
    .string({ error: `${label}은(는) ISO 8601 날짜·시간이어야 합니다.` })
    .refine((v) => /^\d{4}-\d{2}-\d{2}/.test(v) && !Number.isNaN(Date.parse(v)), {
      error: `${label}은(는) ISO 8601 날짜·시간이어야 합니다.`,
    })

const contentSchema = z
  .union(
    [
      z.string().max(100_000, { error: '본문이 너무 깁니다.' }),
      z.array(z.string().max(20_000, { error: '문단이 너무 깁니다.' })).max(1000, { error: '문단이 너무 많습니다.' }),
    ],
    {
      error: '본문(content)은 글자열이나 문단 글자열의 배열이어야 합니다.',
    },
  )
  .describe('본문: 글자열(줄마다 한 문단) 또는 문단 배열. Lexical 문단으로 저장됩니다.')

/** A Korean calendar day, `YYYY-MM-DD`. */
const koreanDayInput = (label: string) =>
  z
    .string({ error: `${label}은(는) YYYY-MM-DD 날짜여야 합니다.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label}은(는) YYYY-MM-DD 날짜여야 합니다.` })
    .refine(
      (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      {
        error: `${label}은(는) 있는 날짜여야 합니다.`,
      },
    )

const employmentTypeValues = employmentTypes.map((t) => t.value) as [
  (typeof employmentTypes)[number]['value'],
  ...(typeof employmentTypes)[number]['value'][],
]

/** The posting's period and terms, written on the 채용정보 board; only the keys sent change, `null` clears. */
const recruitmentInputSchema = strict({
  applyFrom: koreanDayInput('접수 시작(applyFrom)').nullable().optional(),
  applyUntil: koreanDayInput('접수 마감(applyUntil)').nullable().optional(),
  employmentType: z
    .enum(employmentTypeValues, { error: `고용형태는 ${employmentTypeValues.join(', ')} 중 하나여야 합니다.` })
    .nullable()
    .optional(),
  workplace: shortText('근무지', 100).nullable().optional(),
}).describe('채용정보 게시판(8)만: 접수 시작·마감(한국 날짜), 고용형태, 근무지. 보낸 항목만 바뀌고 null은 지웁니다.')
export type RecruitmentInput = z.infer<typeof recruitmentInputSchema>

const postInputFields = {
  title: z
    .string({ error: '제목을 입력해 주세요.' })
    .trim()
    .min(1, { error: '제목을 입력해 주세요.' })
    .max(200, { error: '제목은 200자 이하로 입력해 주세요.' }),
  content: contentSchema,
  category: z
    .string({ error: '분류는 글자열이어야 합니다.' })
    .trim()
    .max(30, { error: '분류는 30자 이하여야 합니다.' })
    .nullable(),
  isNotice: z.boolean({ error: 'isNotice는 true 또는 false여야 합니다.' }),
  isSecret: z
    .boolean({ error: 'isSecret는 true 또는 false여야 합니다.' })
    .describe('비밀글 (게시판 설정이 "항상 비밀글"이면 항상, "사용 안 함"이면 무시)'),
  publishedAt: isoDate('게시일(publishedAt)'),
  displayFrom: isoDate('게시 시작(displayFrom)').nullable(),
  displayUntil: isoDate('게시 종료(displayUntil)').nullable(),
  authorName: shortText('작성자 표시', 50),
  status: z.enum(['published', 'draft'], { error: "status는 'published' 또는 'draft'여야 합니다." }),
  confirmPersonalData: z
    .boolean({ error: 'confirmPersonalData는 true 또는 false여야 합니다.' })
    .describe(
      '개인정보 확인: 게시할 내용에 주민등록번호·휴대전화번호·계좌번호로 보이는 내용이 있어 400을 받은 뒤, 확인하고 그대로 게시할 때 true',
    ),
}

const displayOrder = <T extends { displayFrom?: string | null; displayUntil?: string | null }>(v: T) =>
  !v.displayFrom || !v.displayUntil || Date.parse(v.displayFrom) < Date.parse(v.displayUntil)
const displayOrderError = { error: '게시 종료는 게시 시작보다 뒤여야 합니다.', path: ['displayUntil'] }

/** Body of `POST /api/v1/boards/{boardSeq}/posts`. Unknown keys are refused so typos do not pass silently. */
export const createPostSchema = strict({
  title: postInputFields.title,
  content: contentSchema.optional(),
  category: postInputFields.category.optional(),
  isNotice: postInputFields.isNotice.optional(),
  isSecret: postInputFields.isSecret.optional(),
  publishedAt: postInputFields.publishedAt.optional(),
  displayFrom: postInputFields.displayFrom.optional(),
  displayUntil: postInputFields.displayUntil.optional(),
  authorName: postInputFields.authorName.optional(),
  status: postInputFields.status.default('published'),
  recruitment: recruitmentInputSchema.optional(),
  confirmPersonalData: postInputFields.confirmPersonalData.optional(),
}).refine(displayOrder, displayOrderError)
export type CreatePostInput = z.infer<typeof createPostSchema>

/** Body of `PATCH /api/v1/boards/{boardSeq}/posts/{id}`: only the keys sent change; `null` clears. */
export const updatePostSchema = strict({
  title: postInputFields.title.optional(),
  content: contentSchema.nullable().optional(),
  category: postInputFields.category.optional(),
  isNotice: postInputFields.isNotice.optional(),
  isSecret: postInputFields.isSecret.optional(),
  publishedAt: postInputFields.publishedAt.optional(),
  displayFrom: postInputFields.displayFrom.optional(),
  displayUntil: postInputFields.displayUntil.optional(),
  authorName: postInputFields.authorName.optional(),
  status: postInputFields.status.optional(),
  recruitment: recruitmentInputSchema.optional(),
  confirmPersonalData: postInputFields.confirmPersonalData.optional(),
}).refine(displayOrder, displayOrderError)
export type UpdatePostInput = z.infer<typeof updatePostSchema>

export const deletedSchema = z.object({ id: z.number().int(), deleted: z.literal(true) })

// ------------------------------------------------------------------------------------ banners, popups

const imageSchema = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() })

export const publicBannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  caption: z.string().nullable(),
  alt: z.string(),
  link: z.string().nullable(),
  target: z.enum(['_self', '_blank']),
  pc: imageSchema,
  mobile: imageSchema.describe('모바일 이미지가 없으면 PC 이미지'),
})
export const publicBannerListSchema = z.object({ items: z.array(publicBannerSchema) })

export const publicPopupSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.enum(['layer', 'window']),
  contentText: z.string(),
  content: z.unknown().describe('내용 (Lexical JSON)'),
  image: z.object({ url: z.string(), alt: z.string() }).nullable(),
  link: z.string().nullable(),
  device: z.enum(['all', 'pc', 'mobile']),
  positionX: z.number().int(),
  positionY: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  hideForHours: z.number().int().describe('"오늘 하루 보지 않기"를 누르면 이 시간 동안 숨김'),
})
export const publicPopupListSchema = z.object({ items: z.array(publicPopupSchema) })

export const publicListQuerySchema = z.object({ locale: localeQuerySchema })
export const popupListQuerySchema = z.object({
  locale: localeQuerySchema,
  device: z.preprocess(
    emptyToUndefined,
    z
      .enum(['pc', 'mobile'], { error: "device는 'pc' 또는 'mobile'이어야 합니다." })
      .optional()
      .describe('없으면 User-Agent로 판단'),
  ),
})

const windowFields = {
  enabled: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  sortOrder: z.number().int(),
}
const mediaRefSchema = z.object({ id: z.number().int(), url: z.string().nullable() }).nullable()

export const bannerRecordSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  caption: z.string().nullable(),
  alt: z.string(),
  imagePc: mediaRefSchema,
  imageMobile: mediaRefSchema,
  link: z.string().nullable(),
  target: z.enum(['_self', '_blank']),
  ...windowFields,
  updatedAt: z.string(),
})

export const popupRecordSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.enum(['layer', 'window']),
  contentText: z.string(),
  image: mediaRefSchema,
  link: z.string().nullable(),
  device: z.enum(['all', 'pc', 'mobile']),
  positionX: z.number().int(),
  positionY: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  hideForHours: z.number().int(),
  ...windowFields,
  updatedAt: z.string(),
})

const mediaId = int('이미지(미디어 번호)', 1, 2_147_483_647)
const linkSchema = z
  .string({ error: '링크는 글자열이어야 합니다.' })
  .trim()
  .max(500, { error: '링크는 500자 이하여야 합니다.' })
  .refine((v) => v === '' || isSiteLink(v), { error: siteLinkMessage })
const windowInput = {
  enabled: z.boolean({ error: 'enabled는 true 또는 false여야 합니다.' }),
  startsAt: isoDate('노출 시작(startsAt)').nullable(),
  endsAt: isoDate('노출 종료(endsAt)').nullable(),
  sortOrder: int('순서(sortOrder)', 0, 100_000),
}
const windowOrder = (v: { startsAt?: string | null; endsAt?: string | null }) =>
  !v.startsAt || !v.endsAt || Date.parse(v.startsAt) < Date.parse(v.endsAt)
const windowOrderError = { error: '노출 종료는 노출 시작보다 뒤여야 합니다.', path: ['endsAt'] }

const bannerFields = {
  title: shortText('제목', 200),
  caption: z
    .string({ error: '설명 문구는 글자열이어야 합니다.' })
    .trim()
    .max(1000, { error: '설명 문구는 1000자 이하여야 합니다.' })
    .nullable(),
  alt: shortText('대체 텍스트', 300),
  imagePc: mediaId.describe('미디어 번호 (관리 화면의 미디어에 올린 이미지)'),
  imageMobile: mediaId.nullable(),
  link: linkSchema.nullable(),
  target: z.enum(['_self', '_blank'], { error: "target은 '_self' 또는 '_blank'여야 합니다." }),
  ...windowInput,
}
const partial = <T extends Record<string, z.ZodType>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.optional()])) as {
    [K in keyof T]: z.ZodOptional<T[K]>
  }

export const createBannerSchema = strict({
  ...partial(bannerFields),
  title: bannerFields.title,
  alt: bannerFields.alt,
  imagePc: bannerFields.imagePc,
}).refine(windowOrder, windowOrderError)
export const updateBannerSchema = strict(partial(bannerFields)).refine(windowOrder, windowOrderError)

const popupFields = {
  title: shortText('제목', 200),
  type: z.enum(['layer', 'window'], { error: "type은 'layer' 또는 'window'여야 합니다." }),
  content: contentSchema.nullable(),
  image: mediaId.nullable(),
  link: linkSchema.nullable(),
  device: z.enum(['all', 'pc', 'mobile'], { error: "device는 'all', 'pc', 'mobile' 중 하나여야 합니다." }),
  positionX: int('positionX', 0, 2000),
  positionY: int('positionY', 0, 2000),
  width: int('width', 200, 1200),
  height: int('height', 150, 1200),
  hideForHours: int('hideForHours', 1, 720),
  ...windowInput,
}
export const createPopupSchema = strict({ ...partial(popupFields), title: popupFields.title }).refine(
  windowOrder,
  windowOrderError,
)
export const updatePopupSchema = strict(partial(popupFields)).refine(windowOrder, windowOrderError)

export const orderSchema = strict({
  ids: z
    .array(itemIdParamSchema, { error: 'ids는 번호 배열이어야 합니다.' })
    .min(1, { error: '순서를 정할 번호를 하나 이상 보내 주세요.' })
    .max(500, { error: '한 번에 500개까지 보낼 수 있습니다.' })
    .refine((ids) => new Set(ids).size === ids.length, { error: '같은 번호가 두 번 들어 있습니다.' })
    .describe('보일 순서대로 나열한 번호. 빠진 항목은 그 뒤에 지금 순서대로 놓입니다.'),
})
export const orderResultSchema = z.object({ ids: z.array(z.number().int()).describe('바뀐 뒤의 전체 순서') })

// ----------------------------------------------------------------------------------------------- pages

export const listPagesQuerySchema = z.object({ pageNo, pageSize: pageSize(100), locale: localeQuerySchema })

export const pageSummarySchema = z.object({
  path: z.string().describe('사이트 경로, 예: company/about'),
  title: z.string(),
  summary: z.string().nullable(),
  updatedAt: z.string(),
})
export const pageListSchema = z.object({
  items: z.array(pageSummarySchema),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
})
export const pageDetailSchema = pageSummarySchema.extend({
  lead: z.string().nullable(),
  layout: z.array(z.unknown()).describe('본문 블록 (blockType 별 구조)'),
  fallback: z.boolean().describe('영어 본문이 없어 한국어로 보여 주는 경우 true'),
})
export const pagePathSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/, { error: '페이지 경로가 올바르지 않습니다.' })
  .max(200, { error: '페이지 경로가 올바르지 않습니다.' })

// ----------------------------------------------------------------------------------------------- files

export const fileSchema = attachmentSchema.extend({
  postId: z.number().int(),
  boardSeq: z.number().int(),
})
