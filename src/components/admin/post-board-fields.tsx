import type { NumberFieldServerComponent, Payload, TextFieldServerComponent } from 'payload'
import { allowedBoards, type PermissionSubject } from '@/access/permissions'
import { categoryNamesOf, isQnaBoard, recordTypeNamesOf } from '@/modules/boards/post-rules'
import { type BoardChoice, BoardSelect, CategorySelect, RecordTypeSelect } from './post-board-select'

/**
 * The boards a post form offers: those the user's group may write on, never the field Q&A (its own collection).
 * Read on the server with each form, so a board added or renamed under 게시판 설정 shows at once.
 */
async function boardChoices(payload: Payload, user: unknown): Promise<BoardChoice[]> {
  const writable = allowedBoards((user ?? null) as PermissionSubject | null, 'write')
  const { docs } = await payload.find({
    collection: 'boards',
    sort: 'boardSettingSeq',
    limit: 100,
    depth: 0,
    overrideAccess: true,
    select: { boardSettingSeq: true, name: true, type: true, useCategories: true, categories: true, recordTypes: true },
  })
  return docs
    .filter((b) => !isQnaBoard(b) && (writable === 'all' || writable.includes(b.boardSettingSeq)))
    .map((b) => ({
      seq: b.boardSettingSeq,
      name: b.name,
      categories: categoryNamesOf(b),
      recordTypes: recordTypeNamesOf(b),
    }))
}

export const PostBoardField: NumberFieldServerComponent = async ({ payload, user, path, readOnly }) => (
  <BoardSelect path={path} readOnly={readOnly} boards={await boardChoices(payload, user)} />
)

export const PostCategoryField: TextFieldServerComponent = async ({ payload, user, path, readOnly }) => (
  <CategorySelect path={path} readOnly={readOnly} boards={await boardChoices(payload, user)} />
)

export const PostRecordTypeField: TextFieldServerComponent = async ({ payload, user, path, readOnly }) => (
  <RecordTypeSelect path={path} readOnly={readOnly} boards={await boardChoices(payload, user)} />
)
