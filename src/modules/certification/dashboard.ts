import 'server-only'
import type { Payload } from 'payload'
import { can, type PermissionSubject } from '@/access/permissions'
import { expiringWindow } from './expiry'

/** Misses in the last hour that count as a spike: far above a day of people mistyping, well below a script's pace. */
export const missSpikePerHour = 30

export type CertificatePanel = {
  expiring: {
    count: number
    rows: { id: number; number: string; buildingName: string; validUntil: string; href: string }[]
    href: string
  }
  missesLastHour: number
  spike: boolean
  checksHref: string
}

const listHref = (where: Record<string, string>) =>
  `/admin/collections/certificates?${new URLSearchParams({ ...where, sort: 'validUntil' }).toString()}`

/**
 * The admin home's 인증 현황 card, for staff who read the area: certificates still 유효 whose 유효기간 ends within 90
 * days, soonest first, and the 진위확인 misses of the last hour, flagged as a spike from `missSpikePerHour`.
 */
export async function certificatePanel(
  payload: Payload,
  user: PermissionSubject | null,
  now: Date = new Date(),
): Promise<CertificatePanel | null> {
  if (!can(user, 'certificates', 'read')) return null
  const window = expiringWindow(now)
  const expiring = await payload.find({
    collection: 'certificates',
    overrideAccess: true,
    where: {
      and: [
        { status: { equals: 'valid' } },
        { validUntil: { greater_than_equal: window.from } },
        { validUntil: { less_than_equal: window.to } },
      ],
    },
    sort: 'validUntil',
    limit: 5,
    depth: 0,
    select: { number: true, buildingName: true, validUntil: true },
  })
  const { totalDocs: missesLastHour } = await payload.count({
    collection: 'certificate-checks',
    overrideAccess: true,
    where: {
      and: [
        { result: { equals: 'not_found' } },
        { createdAt: { greater_than: new Date(now.getTime() - 60 * 60 * 1000).toISOString() } },
      ],
    },
  })
  return {
    expiring: {
      count: expiring.totalDocs,
      rows: expiring.docs.map((doc) => ({
        id: doc.id,
        number: doc.number,
        buildingName: doc.buildingName,
        validUntil: doc.validUntil ?? '',
        href: `/admin/collections/certificates/${doc.id}`,
      })),
      href: listHref({
        'where[status][equals]': 'valid',
        'where[validUntil][greater_than_equal]': window.from,
        'where[validUntil][less_than_equal]': window.to,
      }),
    },
    missesLastHour,
    spike: missesLastHour >= missSpikePerHour,
    checksHref: '/admin/collections/certificate-checks?where[result][equals]=not_found',
  }
}
