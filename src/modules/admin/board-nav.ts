import type { Payload } from 'payload'
import { cache } from 'react'
import { allowedBoards, can, type PermissionSubject } from '@/access/permissions'
import { isQnaBoard } from '@/modules/boards/post-rules'
import { boardListUrl } from './route-map'

export type BoardNavItem = { seq: number; label: string; href: string }

/**
 * The boards a user sees in the admin sidebar, in board order, by their names from 게시판 설정: the field Q&A when the
 * group may read Q&A, the other boards when the group may read that board.
 */
export async function boardNavItems(payload: Payload, user: PermissionSubject | null): Promise<BoardNavItem[]> {
  const readable = allowedBoards(user, 'read')
  const qna = can(user, 'qna', 'read')
  if (readable !== 'all' && readable.length === 0 && !qna) return []
  const { docs } = await payload.find({
    collection: 'boards',
    sort: 'boardSettingSeq',
    limit: 100,
    depth: 0,
    overrideAccess: true,
    select: { boardSettingSeq: true, name: true, type: true },
  })
  return docs
    .filter((b) => (isQnaBoard(b) ? qna : readable === 'all' || readable.includes(b.boardSettingSeq)))
    .map((b) => ({ seq: b.boardSettingSeq, label: b.name, href: boardListUrl(b.boardSettingSeq) }))
}

/**
 * Every board's name by its number, read once per admin request (React `cache`) however many rows, cells and
 * headings ask. Names only: an editor limited to one board still reads which board a row is on.
 */
export const boardNames = cache(async (payload: Payload): Promise<Map<number, string>> => {
  const { docs } = await payload.find({
    collection: 'boards',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { boardSettingSeq: true, name: true },
  })
  return new Map(docs.map((board) => [board.boardSettingSeq, board.name]))
})

/** The name of one board for its list's title, or `null` when no such board exists. */
export async function boardName(payload: Payload, boardSeq: number): Promise<string | null> {
  return (await boardNames(payload)).get(boardSeq) ?? null
}
