import type { DefaultServerCellComponentProps } from 'payload'
import { boardNames } from '@/modules/admin/board-nav'

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
