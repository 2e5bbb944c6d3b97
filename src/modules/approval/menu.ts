import type { PayloadRequest } from 'payload'
import type { ApprovalCollection } from './policy'

/**
 * The 메뉴 of a document in 게시 승인 and the 삭제 게시물 기록대장: the board's name, 페이지 with its address, or the home
 * page's 메인 배너 or 팝업.
 */
export async function menuOf(req: PayloadRequest, collection: ApprovalCollection, doc: Record<string, unknown>) {
  if (collection === 'pages') return `페이지 /${String(doc.path ?? '')}`
  if (collection === 'banners') return '메인 배너'
  if (collection === 'popups') return '팝업'
  const { docs } = await req.payload.find({
    collection: 'boards',
    where: { boardSettingSeq: { equals: doc.boardSeq } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req,
    select: { name: true },
  })
  return docs[0]?.name ?? `게시판 ${String(doc.boardSeq)}`
}

/** The 제목 of a post or page in a request or a deletion record: its title, or its number when it has none. */
export const documentTitle = (doc: { id: number | string; title?: unknown }): string =>
  typeof doc.title === 'string' && doc.title.trim() ? doc.title.trim() : `#${doc.id}`

const actionWords: Record<string, string> = { delete: '삭제', send: '발송', answer: '답변' }

/** What a request asks, as a word before 승인 / 반려 in summaries and mails: 게시, 삭제, 발송 or 답변. */
export const actionWord = (action: string | null | undefined): string => actionWords[action ?? ''] ?? '게시'
