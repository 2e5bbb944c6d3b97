import type { NumberFieldServerComponent } from 'payload'
import { boardNames } from '@/modules/admin/board-nav'
import { GroupBoardsChoice } from './group-boards-choice'

/**
 * 담당 게시판 of a permission group: the boards by name, read on the server with each form so a board added or renamed
 * under 게시판 설정 shows at once, also to an account manager whose own group may not read the board settings.
 */
export const GroupBoardsField: NumberFieldServerComponent = async ({ payload, path, readOnly }) => {
  // The names every admin screen of the request reads (board-nav.ts), in board order.
  const boards = [...(await boardNames(payload))].sort(([a], [b]) => a - b).map(([seq, name]) => ({ seq, name }))
  return <GroupBoardsChoice path={path} readOnly={readOnly} boards={boards} />
}
