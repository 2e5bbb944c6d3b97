import type { Payload } from 'payload'
import { boardOfPostCookie, boardReturnUrl, isBareListAddress, placeOfReferrer } from './board-return'

/**
 * The board list or trash a bare `/admin/collections/posts(/trash)` request is sent back to (board-return.ts), or
 * nothing to show the list as asked. Server actions (a drawer's list) never are: they are not a page staff landed on.
 */
export async function boardReturnTarget(args: {
  payload: Payload
  view: 'list' | 'trash'
  query: URLSearchParams
  headers: Headers
  postBoardCookie: string | undefined
}): Promise<string | undefined> {
  if (args.headers.has('next-action') || !isBareListAddress(args.query)) return undefined
  const place = placeOfReferrer(args.headers.get('referer'))
  if (!place) return undefined
  if (place.kind === 'board') return boardReturnUrl(args.view, place.seq)
  const seq = (await postBoardSeq(args.payload, place.id)) ?? boardOfPostCookie(args.postBoardCookie, place.id)
  return seq ? boardReturnUrl(args.view, seq) : undefined
}

/** The board of a post, in the trash or not; a board number tells nothing the staff member's own form did not. */
async function postBoardSeq(payload: Payload, id: string): Promise<number | undefined> {
  const { docs } = await payload.find({
    collection: 'posts',
    where: { id: { equals: Number(id) } },
    trash: true,
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { boardSeq: true },
  })
  const seq = docs[0]?.boardSeq
  return typeof seq === 'number' ? seq : undefined
}
