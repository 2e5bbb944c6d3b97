import type { GlobalConfig } from 'payload'
import { anyone, signedIn } from '@/access'
import { invalidateContent } from '@/modules/cache/invalidate'
import { siteSettingsTag } from '@/modules/site/cache-tags'

/** Institute-wide facts used in titles, the footer, metadata and validators. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: '사이트 설정',
  admin: { group: '설정' },
  access: { read: anyone, update: signedIn },
  hooks: {
    // Every page shows the site name and footer facts: drop them from every cache, in every process.
    afterChange: [({ req }) => invalidateContent(req, { tags: [siteSettingsTag] })],
  },
  fields: [
    { name: 'siteName', label: '사이트 이름', type: 'text', required: true, defaultValue: '녹색기후기술원' },
    { name: 'siteNameEn', label: '영문 사이트 이름', type: 'text', defaultValue: 'Green Climate Technology Institute' },
    { name: 'description', label: '사이트 설명', type: 'textarea' },
    {
      name: 'companyEmailDomain',
      label: '회사 이메일 도메인',
      type: 'text',
      admin: { description: '직원 이메일 검증에 쓰입니다. 예: greenclimate.or.kr' },
    },
  ],
}
