import type { Payload } from 'payload'

/**
 * Contact facts for the footer and the location page. Only empty fields are filled, so values staff
 * have entered are kept.
 */
export const defaultContacts = {
  representative: '원장 한서진',
  businessNumber: '307-82-07418',
  postalCode: '30103',
  address: '세종특별자치시 가름로 232, 그린타워 6층 (어진동)',
  addressEn: '6F Green Tower, 232 Gareum-ro, Sejong 30103, Republic of Korea',
  phone: '044-868-2500',
  fax: '044-868-2599',
  email: 'info@greenclimate.or.kr',
  hours: '평일 09:00~18:00 (점심시간 12:00~13:00, 주말·공휴일 휴무)',
  hoursEn: 'Weekdays 09:00–18:00 KST (closed 12:00–13:00, weekends and public holidays)',
  companyEmailDomain: 'greenclimate.or.kr',
} as const

export async function seedSiteContacts(payload: Payload): Promise<void> {
  const current = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true, depth: 0 })
  const data: Record<string, string> = {}
  for (const [key, value] of Object.entries(defaultContacts)) {
    if (!current[key as keyof typeof current]) data[key] = value
  }
  if (Object.keys(data).length) {
    await payload.updateGlobal({
      slug: 'site-settings',
      overrideAccess: true,
      data,
      context: { disableRevalidate: true },
    })
  }
}
