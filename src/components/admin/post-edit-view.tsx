import { redirect } from 'next/navigation'
import type { DocumentViewClientProps, DocumentViewServerProps } from 'payload'
import { boardName } from '@/modules/admin/board-nav'
import { boardReturnUrl, placeOfReferrer } from '@/modules/admin/board-return'
import { boardListUrl } from '@/modules/admin/route-map'
import { presetBoardSeq } from '@/modules/boards/board-preset'
import { PostEditClient } from './post-edit-client'

/** Only what Payload hands its default edit view; the server-only props (payload, user, request…) stay here. */
function clientPropsOf(props: DocumentViewServerProps): DocumentViewClientProps {
  const {
    doc: _d,
    hasPublishedDoc: _h,
    initPageResult: _ip,
    routeSegments: _r,
    versions: _v,
    i18n: _i,
    id: _id,
    locale: _lo,
    params: _pa,
    payload: _p,
    permissions: _pe,
    searchParams: _sp,
    user: _u,
    visibleEntities: _ve,
    ...client
  } = props as DocumentViewServerProps & { visibleEntities?: unknown }
  return client
}

function queryOf(searchParams: DocumentViewServerProps['searchParams']): URLSearchParams {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(searchParams ?? {})) {
    for (const v of Array.isArray(value) ? value : [value]) if (typeof v === 'string') query.append(key, v)
  }
  return query
}

/**
 * Whether this request is Payload's jump to a post just restored from its page in the trash (its 복원 opens the
 * restored post's form): staff return to the board's trash they were working through, the success notice saying the
 * post is back (src/modules/admin/board-return.ts).
 */
function restoredFromTrashView(props: DocumentViewServerProps): boolean {
  const headers = props.initPageResult?.req?.headers
  if (!headers || headers.has('next-action')) return false
  const doc = props.doc as { id?: unknown; deletedAt?: unknown } | undefined
  if (!doc?.id || doc.deletedAt) return false
  const from = placeOfReferrer(headers.get('referer'))
  return from?.kind === 'post' && from.inTrashView && from.id === String(doc.id)
}

/**
 * The post form under its board's name: a saved post's own board, or for a new post the board its form presets
 * (`?boardSeq=N`, or the board list it was opened from, as the 게시판 field's default does). The breadcrumb reads
 * "공지사항 › 새 글" and leads back to that board's list; the rest is Payload's own edit view.
 */
export async function PostEditView(props: DocumentViewServerProps) {
  const client = clientPropsOf(props)
  const saved = (props.doc as { boardSeq?: unknown } | undefined)?.boardSeq
  const restored = restoredFromTrashView(props)
  if (restored && typeof saved === 'number') redirect(boardReturnUrl('trash', saved))
  const seq =
    typeof saved === 'number'
      ? saved
      : presetBoardSeq(queryOf(props.searchParams), props.initPageResult?.req?.headers?.get('referer'))
  const name = seq ? await boardName(props.payload, seq) : null
  const board = seq && name ? { seq, name, listUrl: boardListUrl(seq) } : null
  return <PostEditClient {...client} board={board} />
}
