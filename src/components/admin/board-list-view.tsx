import { cookies, headers } from 'next/headers'
import { redirect } from 'next/navigation'
import type { ListViewClientProps, ListViewServerProps } from 'payload'
import { boardName } from '@/modules/admin/board-nav'
import { postBoardCookie } from '@/modules/admin/board-return'
import { boardReturnTarget } from '@/modules/admin/board-return-target'
import { boardSeqOfQuery } from '@/modules/boards/board-preset'
import { BoardListClient } from './board-list-client'

/** Only what Payload hands the default list view itself; the server-only props (payload, user, config…) stay here. */
function clientPropsOf(props: ListViewServerProps): ListViewClientProps {
  const {
    collectionConfig: _c,
    data: _d,
    limit: _l,
    listSearchableFields: _s,
    i18n: _i,
    payload: _p,
    permissions: _pe,
    searchParams: _sp,
    user: _u,
    locale: _lo,
    params: _pa,
    visibleEntities: _v,
    documentSubViewType: _ds,
    id: _id,
    ...client
  } = props
  return client
}

function queryOf(searchParams: ListViewServerProps['searchParams']): URLSearchParams {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(searchParams ?? {})) {
    for (const v of Array.isArray(value) ? value : [value]) if (typeof v === 'string') query.append(key, v)
  }
  return query
}

/**
 * The posts list narrowed to one board (`where[boardSeq][equals]=N`, as the sidebar and the spec addresses open it)
 * is that board's list: titled with the board's name, its 새로 생성 writing on that board. Everything else is
 * Payload's own list view, so sorting, search, filters, bulk actions and trash work as on any list. The same view
 * shows the trash, and narrowed to one board it is that board's trash. Payload's bare jumps to every board's list or
 * trash are sent back to the board staff were working in (src/modules/admin/board-return.ts).
 */
export async function BoardListView(props: ListViewServerProps) {
  const client = clientPropsOf(props)
  const query = queryOf(props.searchParams)
  const seq = boardSeqOfQuery(query)
  if (!seq) {
    // Payload's jumps to every board's list (after a delete, its 휴지통 tab…) go back to the board staff were in.
    const target = await boardReturnTarget({
      payload: props.payload,
      view: client.viewType === 'trash' ? 'trash' : 'list',
      query,
      headers: await headers(),
      postBoardCookie: (await cookies()).get(postBoardCookie)?.value,
    })
    if (target) redirect(target)
  }
  const name = seq ? await boardName(props.payload, seq) : null
  const board = seq && name ? { seq, name } : null
  return (
    <BoardListClient
      {...client}
      board={board}
      newDocumentURL={board ? `${client.newDocumentURL}?boardSeq=${board.seq}` : client.newDocumentURL}
    />
  )
}
