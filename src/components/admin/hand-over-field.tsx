import type { UIFieldServerComponent } from 'payload'
import { can, type PermissionSubject } from '@/access/permissions'
import { handOverCounts } from '@/modules/users/hand-over'
import type { User } from '@/payload-types'
import { HandOverForm } from './hand-over-form'

/**
 * 담당 업무 넘기기 on an account's screen (인사이동): what the account looks after, and a choice of the active account
 * to hand it to. Only for staff who manage accounts, and only on a saved account.
 */
export const HandOverField: UIFieldServerComponent = async ({ id, req }) => {
  const user = req.user as unknown as PermissionSubject | null
  if (!id || !can(user, 'accounts', 'write')) return null
  const fromId = Number(id)
  const counts = await handOverCounts(req.payload, fromId, req)
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { and: [{ accountStatus: { equals: 'active' } }, { id: { not_equals: fromId } }] },
    sort: 'userName',
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
    select: { userName: true, username: true, userDeptName: true },
  })
  const accounts = (docs as User[]).map((u) => ({
    id: u.id,
    label: `${u.userName ?? u.username} (${u.username}${u.userDeptName ? `, ${u.userDeptName}` : ''})`,
  }))
  return <HandOverForm fromId={fromId} counts={counts} accounts={accounts} />
}
