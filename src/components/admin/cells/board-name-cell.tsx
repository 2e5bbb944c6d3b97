import type { DefaultServerCellComponentProps, Payload } from 'payload'
import { cache } from 'react'

/** Every board's name by its number, read once per admin request however many rows the list shows. */
const boardNames = cache(async (payload: Payload): Promise<Map<number, string>> => {
  const { docs } = await payload.find({
    collection: 'boards',
    limit: 200,
    depth: 0,
    pagination: false,
    // Names only, for a column: an editor limited to one board still reads which board a row is on.
    overrideAccess: true,
    select: { boardSettingSeq: true, name: true },
  })
  return new Map(docs.map((board) => [board.boardSettingSeq, board.name]))
})

/**
 * 게시판 in the posts lists, by its name: the post stores the spec's board number, which the list showed as "1" (and,
 * for an editor limited to one board, as nothing else). A number no board has any more shows as `게시판 N`.
 */
export async function BoardNameCell({ cellData, payload }: Partial<DefaultServerCellComponentProps>) {
  const seq = typeof cellData === 'number' ? cellData : Number(cellData)
  if (!Number.isInteger(seq)) return <span>-</span>
  const name = payload ? (await boardNames(payload)).get(seq) : undefined
  return <span>{name ?? `게시판 ${seq}`}</span>
}
