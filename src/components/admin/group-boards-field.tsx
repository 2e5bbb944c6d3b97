import type { NumberFieldServerComponent } from 'payload'
import { boardNames } from '@/modules/admin/board-nav'
import { GroupBoardsChoice } from './group-boards-choice'

/** What the list of boards means under each field that uses it: its heading, and the help with none or some chosen. */
const meanings = {
  permissions: {
    legend: '담당 게시판',
    none: '고르지 않으면 게시판 권한이 모든 게시판에 미칩니다.',
    some: '고른 게시판의 글만 읽고 쓰고 지웁니다. 모두 해제하면 모든 게시판을 다룹니다.',
  },
  approval: {
    legend: '승인이 필요한 게시판',
    none: '고른 게시판이 없으면 게시판의 글은 승인 없이 게시됩니다.',
    some: '고른 게시판에 글을 게시하거나 게시된 글을 고치면 승인 요청이 됩니다.',
  },
} as const

/**
 * Boards of a permission group, by name: 담당 게시판, and the boards where publishing needs approval
 * (`admin.custom.boardsChoice: 'approval'`). Read on the server with each form, so a board added or renamed under
 * 게시판 설정 shows at once, also to an account manager whose own group may not read the board settings.
 */
export const GroupBoardsField: NumberFieldServerComponent = async ({ payload, path, readOnly, field }) => {
  // The names every admin screen of the request reads (board-nav.ts), in board order.
  const boards = [...(await boardNames(payload))].sort(([a], [b]) => a - b).map(([seq, name]) => ({ seq, name }))
  const meaning = field.admin?.custom?.boardsChoice === 'approval' ? meanings.approval : meanings.permissions
  return <GroupBoardsChoice path={path} readOnly={readOnly} boards={boards} {...meaning} />
}
