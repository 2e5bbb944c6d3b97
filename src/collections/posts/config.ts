import {
  type CollectionConfig,
  type DateFieldValidation,
  type NumberFieldSingleValidation,
  type TextFieldSingleValidation,
  ValidationError,
} from 'payload'
import { date as dateValidation, number as numberValidation, text as textValidation } from 'payload/shared'
import { boardPostAccess } from '@/access/permissions'
import { approvalGate } from '@/modules/approval/gate'
import { approvalWaitingUiField, deletionRequestUiField } from '@/modules/approval/policy'
import { attachmentRuleViolation } from '@/modules/boards/attachment-rules'
import { staffAuthorName } from '@/modules/boards/author-names'
import { boardSeqs, isPerformanceBoard } from '@/modules/boards/board-numbers'
import { presetBoardSeq } from '@/modules/boards/board-preset'
import { boardContentHooks } from '@/modules/boards/cache-hooks'
import { postDates, withDatesDecidingStatus } from '@/modules/boards/post-dates'
import { newestFirst } from '@/modules/boards/post-order'
import { boardForRules, boardViolation, categoryViolation, recordTypeViolation } from '@/modules/boards/post-rules'
import { employmentTypes, periodViolation } from '@/modules/boards/recruitment'
import { lexicalPlainText } from '@/modules/boards/rich-text'
import { searchIndexHooks } from '@/modules/boards/search-index-hooks'
import { secretFlagFor, secretSettingOf } from '@/modules/boards/secret-posts'
import { statusKeptThroughTrash } from '@/modules/boards/trash-status'
import { captureLiveBeforeDeletion, recordDeletions, recordTrashMoves } from '@/modules/deletion-register/register'
import { mediaInRichText } from '@/modules/files/body-media'
import { personalDataCheck, personalDataFields } from '@/modules/personal-data/publish-check'

const postApproval = approvalGate('posts')

const recruitOnly = { condition: (data: Record<string, unknown>) => Number(data?.boardSeq) === boardSeqs.recruit }
const performanceOnly = { condition: (data: Record<string, unknown>) => isPerformanceBoard(data?.boardSeq) }

/**
 * Posts of every board except the field Q&A. Other features (the home page) rely on these names: slug `posts`,
 * `boardSeq`, `title`, `content`, `category`, `isNotice`, `publishedAt`.
 */
export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: { singular: '게시글', plural: '게시글' },
  admin: {
    useAsTitle: 'title',
    // The post as visitors will see it once published, through draft mode (src/app/api/preview).
    preview: (doc) => (doc?.id ? `/api/preview?post=${encodeURIComponent(String(doc.id))}` : null),
    // Reached through the boards in the sidebar (src/components/admin/boards-nav.tsx), each a list of its own posts
    // under its own name; the all-boards list stays reachable by address (dashboard links, search, old bookmarks).
    group: false,
    description: '공지사항·뉴스레터·실적·채용정보 게시판의 글입니다. 게시판별 목록은 왼쪽 게시판 메뉴에서 엽니다.',
    // What staff scan a board by, 상태 and 게시일 next to the title so they stay on screen at 1,024 px; 상태 already
    // says 예약 with its date or 게시 종료, so 게시 시작/종료 are columns staff can add, not defaults.
    defaultColumns: ['title', '_status', 'publishedAt', 'category', 'boardSeq', 'authorName', 'viewCount'],
    listSearchableFields: ['title', 'plainText', 'category', 'authorName'],
    // The list reads only its columns: without this every row brought its whole rich text and search text (and ran
    // their read hooks) for a table that shows none of it; 1,500 long posts: 15–17 ms → 5–9 ms per page.
    enableListViewSelectAPI: true,
    // A list narrowed to one board is that board's list, under its name, and a post's form is under its board's
    // name too, its breadcrumb leading back to that list (docs/decisions/0025-boards-in-the-admin.md).
    components: {
      views: {
        list: { Component: '/components/admin/board-list-view#BoardListView' },
        edit: { default: { Component: '/components/admin/post-edit-view#PostEditView' } },
      },
    },
  },
  defaultSort: newestFirst,
  versions: { drafts: true, maxPerDoc: 20 },
  trash: true,
  access: boardPostAccess,
  // Board lists filter by board, notice flag, status and trash, order by date then id (post-order.ts), and check the
  // display period: one index holds all of it, so a list page and its total count never read the table rows and no
  // page is sorted. Payload cannot name `id` in an index, so that index is made by the migrations
  // *_posts_list_order (posts_board_list_idx). A post's previous and next posts are the board's nearest dates,
  // notices or not: (board, date) finds them without sorting the whole board (70 ms → under 1 ms on a board of
  // 100,000 posts).
  indexes: [{ fields: ['boardSeq', 'publishedAt'] }],
  hooks: {
    // 상태 is read with the dates that decide it (예약, 게시 종료), whatever columns a list shows.
    beforeOperation: [
      ({ args, operation }) =>
        operation === 'read' ? { ...args, select: withDatesDecidingStatus(args.select) } : args,
      // 게시 승인: a save that would change a live post waits for an approver where the group needs it.
      postApproval.beforeOperation,
      // 삭제 게시물 기록대장: what visitors saw, before a move to the trash or a deletion replaces it.
      captureLiveBeforeDeletion,
    ],
    // The search grams first, so the pages dropped from the cache are rendered again from the new index.
    // 삭제 게시물 기록대장: a published post moved to the trash, restored or deleted for good (deletion-register).
    afterChange: [
      postApproval.afterChange,
      recordTrashMoves,
      ...searchIndexHooks.afterChange,
      ...boardContentHooks('posts').afterChange,
    ],
    afterDelete: [recordDeletions, ...searchIndexHooks.afterDelete, ...boardContentHooks('posts').afterDelete],
    beforeValidate: [
      // The board and category rules again for every save, drafts included: Payload skips field validation when
      // saving a draft, and a draft on a missing board would fail only when published. Every door is checked
      // (admin form, CMS REST, spec API, local API with or without a user, seed, jobs): a post on a missing board
      // or with a foreign category appears nowhere, or shows a category its board does not offer.
      // Only saves that set the board or category (every admin form save, creates, the APIs' edits): moving a post
      // to the trash or restoring it sends neither and is never blocked by a board removed since.
      async ({ data, originalDoc, req, operation }) => {
        if (!data) return data
        const performance = data.performance as { recordType?: unknown } | null | undefined
        if (
          operation !== 'create' &&
          data.boardSeq === undefined &&
          data.category === undefined &&
          performance?.recordType === undefined
        )
          return data
        const boardSeq = data.boardSeq ?? originalDoc?.boardSeq
        const board = await boardForRules(req, boardSeq)
        const boardError = boardViolation(boardSeq, board)
        const categoryError = boardError
          ? null
          : categoryViolation(board, data.category !== undefined ? data.category : originalDoc?.category)
        const recordTypeError = boardError
          ? null
          : recordTypeViolation(
              board,
              performance?.recordType !== undefined ? performance.recordType : originalDoc?.performance?.recordType,
            )
        const errors = [
          // Labelled, so the notice over the form names 게시판 / 분류 / 구분, not the stored field names.
          ...(boardError ? [{ label: '게시판', message: boardError, path: 'boardSeq' }] : []),
          ...(categoryError ? [{ label: '분류', message: categoryError, path: 'category' }] : []),
          ...(recordTypeError ? [{ label: '구분', message: recordTypeError, path: 'performance.recordType' }] : []),
        ]
        if (errors.length) throw new ValidationError({ collection: 'posts', errors }, req.t)
        return data
      },
      // The period's order again for drafts, which skip field validation: a draft published later keeps its dates.
      ({ data, originalDoc, req }) => {
        const sent = data?.recruitment as { applyFrom?: string | null; applyUntil?: string | null } | undefined
        if (!sent) return data
        const kept = originalDoc?.recruitment ?? {}
        const message = periodViolation({
          applyFrom: sent.applyFrom !== undefined ? sent.applyFrom : kept.applyFrom,
          applyUntil: sent.applyUntil !== undefined ? sent.applyUntil : kept.applyUntil,
        })
        if (message)
          throw new ValidationError(
            { collection: 'posts', errors: [{ label: '접수 마감', message, path: 'recruitment.applyUntil' }] },
            req.t,
          )
        return data
      },
      async ({ data, originalDoc, req }) => {
        if (!data || data.attachments === undefined) return data
        const boardSeq = data.boardSeq ?? originalDoc?.boardSeq
        const message = await attachmentRuleViolation(req.payload, boardSeq, data.attachments)
        if (message)
          throw new ValidationError({ collection: 'posts', errors: [{ message, path: 'attachments' }] }, req.t)
        return data
      },
      // 게시일 follows 게시 시작 unless staff set it (post-dates.ts); before validation, so an empty 게시일 is filled.
      ({ data, originalDoc, operation }) => {
        if (!data) return data
        const dates = postDates({
          publishedAt: data.publishedAt,
          displayFrom: data.displayFrom,
          original: operation === 'create' ? null : originalDoc,
          now: new Date(),
        })
        data.publishedAt = dates.publishedAt
        data.publishedAtManual = dates.publishedAtManual
        return data
      },
    ],
    beforeChange: [
      async ({ data, originalDoc, req, operation }) => {
        if (data.content !== undefined) {
          data.plainText = lexicalPlainText(data.content)
          data.bodyMedia = mediaInRichText(data.content)
        } else delete data.bodyMedia
        if (operation === 'create' && req.user && !data.author) data.author = req.user.id
        // Never null, so lists can ask `isNotice = false` and walk the board index in date order.
        data.isNotice = Boolean(data.isNotice ?? originalDoc?.isNotice)
        // The board's 비밀글 setting decides: forced boards make every post secret, boards without it none.
        const boardSeq = data.boardSeq ?? originalDoc?.boardSeq
        const requested = data.isSecret ?? originalDoc?.isSecret
        data.isSecret = secretFlagFor(await secretSettingOf(req.payload, boardSeq, req), requested)
        return data
      },
      // A post restored from the trash (or changed there) keeps the 상태 it had when trashed (trash-status.ts).
      ({ data, originalDoc, operation }) => {
        const kept = operation === 'update' ? statusKeptThroughTrash(originalDoc) : undefined
        if (kept) data._status = kept
        return data
      },
      // 개인정보 확인: last, on the text as it will be stored.
      personalDataCheck('posts'),
    ],
  },
  fields: [
    {
      // Stored as the spec's board number (the API, addresses and indexes use it); staff pick the board by name.
      name: 'boardSeq',
      label: '게시판',
      type: 'number',
      required: true,
      index: true,
      defaultValue: ({ req }) => presetBoardSeq(req.searchParams, req.headers?.get('referer')),
      // Every save is checked, the server's own included (the seed creates the boards before their posts). The
      // message shows under the field in the admin and in the API's error list.
      validate: (async (value, options) => {
        const base = numberValidation(value, options)
        if (base !== true || !options.req) return base
        return boardViolation(value, await boardForRules(options.req, value)) ?? true
      }) satisfies NumberFieldSingleValidation,
      admin: {
        position: 'sidebar',
        components: {
          Field: '/components/admin/post-board-fields#PostBoardField',
          Cell: '/components/admin/cells/board-name-cell#BoardNameCell',
        },
      },
    },
    { name: 'title', label: '제목', type: 'text', required: true, maxLength: 200 },
    { name: 'content', label: '내용', type: 'richText' },
    { name: 'plainText', label: '검색용 본문', type: 'textarea', admin: { hidden: true } },
    {
      // The images the body shows, set by the beforeChange hook from the body on every save of it (and a value sent
      // without the body is dropped), so the image library's 사용처 names this post (src/modules/files/body-media.ts).
      name: 'bodyMedia',
      label: '본문 이미지',
      type: 'relationship',
      relationTo: 'media',
      hasMany: true,
      admin: { hidden: true },
      // Bookkeeping for staff; visitors read the body itself.
      access: { read: ({ req }) => Boolean(req.user) },
    },
    {
      name: 'category',
      label: '분류',
      type: 'text',
      maxLength: 30,
      validate: (async (value, options) => {
        const base = textValidation(value, options)
        if (base !== true || !options.req || !value) return base
        const boardSeq = (options.data as { boardSeq?: unknown } | undefined)?.boardSeq
        return categoryViolation(await boardForRules(options.req, boardSeq), value) ?? true
      }) satisfies TextFieldSingleValidation,
      admin: {
        position: 'sidebar',
        components: { Field: '/components/admin/post-board-fields#PostCategoryField' },
      },
    },
    {
      name: 'isSecret',
      label: '비밀글',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        description:
          '비밀글은 목록에 제목만 보이고 내용과 첨부파일은 직원만 봅니다. 게시판 설정이 "항상 비밀글"이면 항상, "사용 안 함"이면 해제됩니다.',
      },
    },
    {
      name: 'isNotice',
      label: '상단 고정 공지',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar' },
    },
    {
      // Scheduled or not, and from when: 게시됨 alone hid that visitors cannot see the post yet.
      name: 'scheduleStatus',
      label: '게시 상태',
      type: 'ui',
      admin: {
        position: 'sidebar',
        disableListColumn: true,
        components: { Field: '/components/admin/post-schedule-status#PostScheduleStatus' },
      },
    },
    {
      name: 'publishedAt',
      label: '게시일',
      type: 'date',
      index: true,
      // Never empty once saved: the hook above dates a post without one when it goes live (post-dates.ts).
      validate: ((value, options) =>
        dateValidation(value, { ...options, required: false })) satisfies DateFieldValidation,
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: '방문자에게 보이는 작성일입니다. 비우면 게시 시작 시각(없으면 저장 시각)으로 정해집니다.',
      },
    },
    {
      // Whether staff chose 게시일 themselves; else it follows 게시 시작. Set by the hook only, never by a request.
      name: 'publishedAtManual',
      type: 'checkbox',
      defaultValue: false,
      admin: { hidden: true, disableListColumn: true, disableListFilter: true },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'displayFrom',
          label: '게시 시작',
          type: 'date',
          admin: {
            date: { pickerAppearance: 'dayAndTime' },
            description:
              "이 시각부터 방문자에게 보입니다. 그 전에는 목록에 '예약'으로 표시됩니다. 비우면 바로 보입니다.",
          },
        },
        {
          name: 'displayUntil',
          label: '게시 종료',
          type: 'date',
          admin: { date: { pickerAppearance: 'dayAndTime' }, description: '비우면 계속 보입니다.' },
        },
      ],
    },
    {
      name: 'author',
      label: '작성자 계정',
      type: 'relationship',
      relationTo: 'users',
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'authorName',
      label: '작성자 표시',
      type: 'text',
      defaultValue: staffAuthorName,
      maxLength: 50,
      admin: { position: 'sidebar' },
    },
    {
      name: 'attachments',
      label: '첨부파일',
      type: 'upload',
      relationTo: 'attachments',
      hasMany: true,
      maxRows: 20,
      // The board's file rules are checked by a hook (above): its refusal is kept shown until the next save.
      admin: { components: { Error: '/components/admin/kept-field-error#KeptFieldError' } },
    },
    ...personalDataFields,
    {
      name: 'performance',
      label: '실적 정보',
      type: 'group',
      admin: performanceOnly,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'year', label: '연도', type: 'number', min: 1990, max: 2100, index: true },
            {
              // One of the board's own list (게시판 설정 › 구분), never free text: see recordTypeViolation.
              name: 'recordType',
              label: '구분',
              type: 'text',
              maxLength: 50,
              index: true,
              validate: (async (value, options) => {
                const base = textValidation(value, options)
                if (base !== true || !options.req || !value) return base
                const boardSeq = (options.data as { boardSeq?: unknown } | undefined)?.boardSeq
                return recordTypeViolation(await boardForRules(options.req, boardSeq), value) ?? true
              }) satisfies TextFieldSingleValidation,
              admin: { components: { Field: '/components/admin/post-board-fields#PostRecordTypeField' } },
            },
          ],
        },
        { name: 'projectName', label: '사업명', type: 'text', maxLength: 200 },
        {
          type: 'row',
          fields: [
            { name: 'client', label: '발주처', type: 'text', maxLength: 100 },
            { name: 'location', label: '위치', type: 'text', maxLength: 100, admin: { description: '예: 세종' } },
          ],
        },
        { name: 'result', label: '등급·결과', type: 'text', maxLength: 100 },
        { name: 'image', label: '대표 이미지', type: 'upload', relationTo: 'media' },
      ],
    },
    {
      // The posting's period and terms, on the 채용정보 board only: 접수중/마감 and the D-day are computed from the
      // dates on every read (src/modules/boards/recruitment.ts), never stored, so they cannot go stale.
      name: 'recruitment',
      label: '채용 정보',
      type: 'group',
      admin: recruitOnly,
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'applyFrom',
              label: '접수 시작',
              type: 'date',
              admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy.MM.dd' } },
            },
            {
              name: 'applyUntil',
              label: '접수 마감',
              type: 'date',
              validate: ((value, options) => {
                const base = dateValidation(value, { ...options, required: false })
                if (base !== true || !value) return base
                const from = (options.siblingData as { applyFrom?: string | null } | undefined)?.applyFrom
                return periodViolation({ applyFrom: from, applyUntil: value }) ?? true
              }) satisfies DateFieldValidation,
              admin: {
                date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy.MM.dd' },
                description: '마감일 하루 동안(한국 시각) 접수중으로 보입니다. 비우면 상시 채용입니다.',
              },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'employmentType',
              label: '고용형태',
              type: 'select',
              options: employmentTypes.map((type) => ({ value: type.value, label: type.ko })),
            },
            { name: 'workplace', label: '근무지', type: 'text', maxLength: 100 },
          ],
        },
      ],
    },
    {
      // Payload's own 상태 column (merged into its `_status` field, nothing added to the schema), with 예약 for a
      // published post whose 게시 시작 is ahead and 게시 종료 for one past its end.
      name: '_status',
      // Payload's own label again: a field declared here without one would be headed "_status".
      label: ({ t }) => t('version:status'),
      type: 'select',
      options: [],
      admin: { components: { Cell: '/components/admin/cells/post-status-cell#PostStatusCell' } },
    },
    {
      name: 'viewCount',
      label: '조회수',
      type: 'number',
      defaultValue: 0,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'newsletterSend',
      label: '뉴스레터 발송',
      type: 'ui',
      admin: {
        position: 'sidebar',
        condition: (data) => Number(data?.boardSeq) === 4,
        components: { Field: '/collections/posts/components/newsletter-send#NewsletterSendField' },
      },
    },
    approvalWaitingUiField,
    deletionRequestUiField,
  ],
}
