import type { DefaultServerCellComponentProps, Payload } from 'payload'
import { cache } from 'react'

/** Every staff account's display name by id, read once per request (staff accounts are few). */
const staffNames = cache(async (payload: Payload): Promise<Map<string, string>> => {
  const { docs } = await payload.find({
    collection: 'users',
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    select: { username: true, userName: true },
  })
  return new Map(
    docs.map((user) => [String(user.id), user.userName ? `${user.userName} (${user.username})` : user.username]),
  )
})

/**
 * 작성자 and 승인자 of 게시 승인: the account's name and id. An approver may not read other accounts, so the
 * relationship alone showed "작성자 없음" for every request; the name is read here on the server instead.
 */
export async function StaffNameCell({ cellData, payload }: Partial<DefaultServerCellComponentProps>) {
  const id = cellData && typeof cellData === 'object' ? (cellData as { id?: unknown }).id : cellData
  if ((typeof id !== 'number' && typeof id !== 'string') || !payload) return null
  return <span>{(await staffNames(payload)).get(String(id)) ?? `#${id}`}</span>
}
