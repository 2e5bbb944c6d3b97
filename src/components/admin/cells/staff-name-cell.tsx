import type { DefaultServerCellComponentProps, Payload, RelationshipFieldServerComponent } from 'payload'
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

/**
 * The same names on a 게시 승인 request's page (작성자, 1차 승인자, 최종 승인자, 승인자): Payload's relationship field
 * would show "제목 없음" there for the same reason. The request is never edited in the form, so a label and the name
 * are all the field needs.
 */
export const StaffNameField: RelationshipFieldServerComponent = async ({ data, field, path, payload }) => {
  const value = (data as Record<string, unknown> | undefined)?.[path ?? field.name]
  const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
  const name =
    typeof id === 'number' || typeof id === 'string'
      ? ((await staffNames(payload)).get(String(id)) ?? `#${id}`)
      : '없음'
  const label = typeof field.label === 'string' ? field.label : field.name
  return (
    <div className="field-type" style={{ marginBottom: 'var(--spacing-field, 1.5rem)' }}>
      <p style={{ margin: '0 0 0.35rem', color: 'var(--theme-elevation-800)' }}>{label}</p>
      <p style={{ margin: 0, fontWeight: 600 }}>{name}</p>
      {typeof field.admin?.description === 'string' ? (
        <p style={{ margin: '0.35rem 0 0', color: 'var(--theme-elevation-500)' }}>{field.admin.description}</p>
      ) : null}
    </div>
  )
}
