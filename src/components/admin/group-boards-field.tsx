import type { NumberFieldServerComponent } from 'payload'
import { GroupBoardsChoice } from './group-boards-choice'

/**
 * 담당 게시판 of a permission group: the boards by name, read on the server with each form so a board added or renamed
 * under 게시판 설정 shows at once, also to an account manager whose own group may not read the board settings.
 */
export const GroupBoardsField: NumberFieldServerComponent = async ({ payload, path, readOnly }) => {
  const { docs } = await payload.find({
    collection: 'boards',
    sort: 'boardSettingSeq',
    limit: 100,
    depth: 0,
    overrideAccess: true,
    select: { boardSettingSeq: true, name: true },
  })
  const boards = docs.map((b) => ({ seq: b.boardSettingSeq, name: b.name }))
  return <GroupBoardsChoice path={path} readOnly={readOnly} boards={boards} />
}
