import type { PayloadRequest } from 'payload'
import { boardSeqs } from './board-numbers'

/**
 * What a post may say about its board and category, checked on the server for every save through Payload (admin
 * form, CMS REST API, spec API, local API with or without a user: seed, jobs, scripts): the board must exist and
 * take posts here (the field Q&A has its own collection), and a category must be one of the board's categories when
 * the board uses categories, the same rule the spec API applies (src/modules/content-api/posts.ts) so both doors
 * answer alike.
 */

export const postRuleMessages = {
  noBoard: '게시판을 골라 주세요.',
  missingBoard: '없는 게시판입니다. 목록에서 게시판을 골라 주세요.',
  qnaBoard: '현장 Q&A는 이 메뉴가 아니라 미디어센터 › 현장 Q&A에서 다룹니다.',
  category: (names: string[]) => `분류는 ${names.join(', ')} 중 하나여야 합니다.`,
  recordType: (names: string[]) =>
    names.length
      ? `구분은 게시판에 등록된 값 중에서 고르세요: ${names.join(', ')}`
      : '이 게시판에는 등록된 구분이 없습니다. 게시판 설정에서 구분을 먼저 등록하세요.',
} as const

/** The part of a board setting the rules read. */
export type BoardRuleSubject = {
  boardSettingSeq: number
  type?: string | null
  useCategories?: boolean | null
  categories?: { name: string }[] | null
  recordTypes?: { name: string }[] | null
}

export const isQnaBoard = (board: Pick<BoardRuleSubject, 'boardSettingSeq' | 'type'>): boolean =>
  board.boardSettingSeq === boardSeqs.qna || board.type === 'qna'

/** The board's category names when it uses categories, else an empty list (any category passes). */
export const categoryNamesOf = (board: BoardRuleSubject): string[] =>
  board.useCategories ? (board.categories ?? []).map((c) => c.name).filter(Boolean) : []

/** The 구분 (record type) names the board keeps for its performance records. */
export const recordTypeNamesOf = (board: BoardRuleSubject): string[] =>
  (board.recordTypes ?? []).map((t) => t.name).filter(Boolean)

/** Why a post cannot be on `boardSeq` (given the board found for it), or `null` when it can. */
export function boardViolation(boardSeq: unknown, board: BoardRuleSubject | null | undefined): string | null {
  if (typeof boardSeq !== 'number' || !Number.isInteger(boardSeq)) return postRuleMessages.noBoard
  if (!board) return postRuleMessages.missingBoard
  if (isQnaBoard(board)) return postRuleMessages.qnaBoard
  return null
}

/** Why `category` does not fit the board, or `null`. An empty category always fits. */
export function categoryViolation(board: BoardRuleSubject | null | undefined, category: unknown): string | null {
  if (category === undefined || category === null || category === '' || !board) return null
  const names = categoryNamesOf(board)
  if (names.length === 0) return null
  return typeof category === 'string' && names.includes(category) ? null : postRuleMessages.category(names)
}

/**
 * Why `recordType` does not fit the board, or `null`. An empty 구분 always fits; any other must be one of the
 * board's own list, even when the list is empty: free text made a new public filter option for every spelling.
 */
export function recordTypeViolation(board: BoardRuleSubject | null | undefined, recordType: unknown): string | null {
  if (recordType === undefined || recordType === null || recordType === '' || !board) return null
  const names = recordTypeNamesOf(board)
  return typeof recordType === 'string' && names.includes(recordType) ? null : postRuleMessages.recordType(names)
}

/**
 * The board setting numbered `boardSeq`, read once per request: the admin form validates its fields on every change,
 * and the board and category fields of one save both ask.
 */
export async function boardForRules(req: PayloadRequest, boardSeq: unknown): Promise<BoardRuleSubject | null> {
  if (typeof boardSeq !== 'number' || !Number.isInteger(boardSeq)) return null
  if (!(req.context.boardsForRules instanceof Map)) req.context.boardsForRules = new Map()
  const cache = req.context.boardsForRules as Map<number, Promise<BoardRuleSubject | null>>
  let found = cache.get(boardSeq)
  if (!found) {
    found = req.payload
      .find({
        collection: 'boards',
        where: { boardSettingSeq: { equals: boardSeq } },
        limit: 1,
        depth: 0,
        pagination: false,
        overrideAccess: true,
        req,
        select: { boardSettingSeq: true, type: true, useCategories: true, categories: true, recordTypes: true },
      })
      .then(({ docs }) => (docs[0] as BoardRuleSubject | undefined) ?? null)
    cache.set(boardSeq, found)
  }
  return found
}
